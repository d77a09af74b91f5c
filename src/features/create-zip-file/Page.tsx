import { useId } from 'react';
import { t } from '../../i18n/messages';
import { tool } from '../../toolPages/create-zip-file';
import { FileDropZone } from '../../ui/FileDropZone';
import { ToolPage } from '../../ui/ToolPage';
import { ZipActions } from '../../ui/zip/ZipActions';
import { ZipPasswordOption } from '../../ui/zip/ZipPasswordOption';
import { useZipTool } from '../../ui/zip/useZipTool';
import { readToolCopy } from '../../ui/toolCopy';
import { InfoCard } from './InfoCard';
import { PreviewGrid } from './PreviewGrid';
import { texts } from './texts';

/** /create-zip-file: the Free ZIP File Creator, with previews and a name for the archive. */
export default function CreateZipFilePage() {
  const zip = useZipTool('file', texts);
  const { snapshot, send } = zip;
  const busy = snapshot.matches('compressing');
  const nameId = useId();
  return (
    <ToolPage tool={tool} copy={readToolCopy('createZipFile')} crumbName={t('createZipFile.crumb')} relatedCategory="archive" aside={<InfoCard context={snapshot.context} />}>
      <FileDropZone
        folders
        icon="🗂"
        testId="zip-drop-zone"
        title={t('createZipFile.drop.title')}
        hint={t('createZipFile.drop.hint')}
        disabled={busy}
        onFiles={(files) => send({ type: 'FILES_ADDED', files })}
      />
      <PreviewGrid items={snapshot.context.items} disabled={busy} onRemove={(id) => send({ type: 'FILE_REMOVED', id })} />
      <div className="mt-6">
        <label htmlFor={nameId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('createZipFile.name.label')}
        </label>
        <input
          id={nameId}
          type="text"
          value={snapshot.context.zipName}
          onChange={(e) => send({ type: 'NAME_CHANGED', name: e.target.value })}
          aria-describedby={`${nameId}-note`}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-indigo-500"
        />
        <p id={`${nameId}-note`} className="mt-1 text-xs text-slate-500">
          {t('createZipFile.name.note')}
        </p>
        <ZipPasswordOption snapshot={snapshot} send={send} />
      </div>
      <div className="mt-6">
        <ZipActions {...zip} createLabel={t('createZipFile.action.create')} busyLabel={t('createZipFile.action.busy')} downloadLabel={t('createZipFile.action.download')} />
      </div>
    </ToolPage>
  );
}
