import { formatSize } from '../../lib/formatSize';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-pdf';
import { CompressorLayout } from '../../ui/CompressorLayout';
import { Select } from '../../ui/Select';
import { copy } from './copy';
import { pdfEngine, pdfPreflight, type PdfOptions } from './engine';
import { PdfPreflight } from './PdfPreflight';
import { DEFAULT_LEVEL, LEVEL_OPTIONS, expectedSize } from './levels';
import { ResultPanel } from './ResultPanel';
import { texts } from './texts';

const machine = createFileToolMachine<PdfOptions>({ id: 'compressPdf', defaultOptions: { level: DEFAULT_LEVEL }, texts, preflight: true }).provide({
  actors: { engine: pdfEngine, preflight: pdfPreflight },
});

export default function CompressPdfPage() {
  return (
    <CompressorLayout
      tool={tool}
      copy={copy}
      relatedCategory="pdf"
      machine={machine}
      upload={{ title: 'Drag and drop your PDF here', hint: 'or click to choose a PDF' }}
      actions={{ label: 'Compress PDF', progressLabel: 'Compressing PDF...' }}
      options={({ file, options, result, processing, setOptions }) => (
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Select label="Compression Level" value={options.level} options={LEVEL_OPTIONS} disabled={processing} onChange={(level) => setOptions({ level })} />
          {file && !result && (
            <p className="text-sm text-slate-600" data-testid="expected-size">
              Expected: about {formatSize(expectedSize(file.size, options.level))}, depending on the images inside
            </p>
          )}
        </div>
      )}
      preflight={(view) => <PdfPreflight {...view} />}
      result={({ file, result }) => <ResultPanel originalName={file.name} result={result} />}
    />
  );
}
