import { tool } from '../../toolPages/create-zip';
import { t } from '../../i18n/messages';
import { FileDropZone } from '../../ui/FileDropZone';
import { ToolPage } from '../../ui/ToolPage';
import { Slider } from '../../ui/Slider';
import { ZipActions } from '../../ui/zip/ZipActions';
import { ZipPasswordOption } from '../../ui/zip/ZipPasswordOption';
import { useZipTool } from '../../ui/zip/useZipTool';
import { readToolCopy } from '../../ui/toolCopy';
import { FileList } from './FileList';
import { texts } from './texts';

/** /create-zip: the ZIP Creator, with the compression level slider. */
export default function CreateZipPage() {
  const zip = useZipTool('creator', texts);
  const { snapshot, send } = zip;
  const busy = snapshot.matches('compressing');
  return (
    <ToolPage tool={tool} copy={readToolCopy('createZip')} crumbName={t('createZip.crumb')} tipsTitle={t('createZip.tipsTitle')} relatedCategory="archive">
      <FileDropZone
        folders
        icon="🗂"
        testId="zip-drop-zone"
        title={t('createZip.drop.title')}
        hint={t('createZip.drop.hint')}
        disabled={busy}
        onFiles={(files) => send({ type: 'FILES_ADDED', files })}
      />
      <FileList items={snapshot.context.items} disabled={busy} onRemove={(id) => send({ type: 'FILE_REMOVED', id })} />
      <section className="mt-6 rounded-lg bg-slate-50 p-4" aria-labelledby="zip-options">
        <h3 id="zip-options" className="mb-3 font-semibold text-slate-800">
          {t('createZip.options.title')}
        </h3>
        <Slider
          label={t('createZip.options.level')}
          value={snapshot.context.level}
          min={1}
          max={9}
          step={1}
          disabled={busy}
          endLabels={[t('createZip.options.faster'), t('createZip.options.smaller')]}
          onChange={(level) => send({ type: 'LEVEL_CHANGED', level })}
        />
        <ZipPasswordOption snapshot={snapshot} send={send} />
      </section>
      <div className="mt-6">
        <ZipActions {...zip} createLabel={t('createZip.action.create')} busyLabel={t('createZip.action.busy')} downloadLabel={t('createZip.action.download')} />
      </div>
    </ToolPage>
  );
}
