import { formatSize } from '../../lib/formatSize';
import { BUILDER_DEFAULT_LEVEL, zipFileName, type ZipContext } from '../../machines/createZip.machine';

/** The sidebar's 'ZIP File Information': what will be created, updated live. */
export function InfoCard({ context }: { context: ZipContext }) {
  const total = context.items.reduce((sum, i) => sum + i.file.size, 0);
  const name = context.zipName.trim() ? zipFileName(context.zipName) : '—';
  const rows: [string, string][] = [
    ['Archive name', name],
    ['Files', String(context.items.length)],
    ['Total size', formatSize(total)],
    ['Compression', `DEFLATE, level ${BUILDER_DEFAULT_LEVEL}; photos, videos and archives are stored as they are`],
    ['Format', 'Standard ZIP with UTF-8 file names'],
  ];
  return (
    <section className="card" aria-labelledby="zip-file-info">
      <h2 id="zip-file-info" className="section-title">
        ZIP File Information
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-slate-600">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
