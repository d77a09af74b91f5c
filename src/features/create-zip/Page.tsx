import { tool } from '../../toolPages/create-zip';
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
    <ToolPage tool={tool} copy={readToolCopy('createZip')} crumbName="ZIP Creator" tipsTitle="ZIP Archive Tips" relatedCategory="archive">
      <FileDropZone
        folders
        icon="🗂"
        testId="zip-drop-zone"
        title="Drag and drop files or folders here"
        hint="or use Browse Files to pick several at once; folders keep their structure"
        disabled={busy}
        onFiles={(files) => send({ type: 'FILES_ADDED', files })}
      />
      <FileList items={snapshot.context.items} disabled={busy} onRemove={(id) => send({ type: 'FILE_REMOVED', id })} />
      <section className="mt-6 rounded-lg bg-slate-50 p-4" aria-labelledby="zip-options">
        <h3 id="zip-options" className="mb-3 font-semibold text-slate-800">
          ZIP Options
        </h3>
        <Slider
          label="Compression Level"
          value={snapshot.context.level}
          min={1}
          max={9}
          step={1}
          disabled={busy}
          endLabels={['Faster (Less Compression)', 'Smaller (More Compression)']}
          onChange={(level) => send({ type: 'LEVEL_CHANGED', level })}
        />
        <ZipPasswordOption snapshot={snapshot} send={send} />
      </section>
      <div className="mt-6">
        <ZipActions {...zip} createLabel="Create ZIP Archive" busyLabel="Creating ZIP Archive..." downloadLabel="Download ZIP Archive" />
      </div>
    </ToolPage>
  );
}
