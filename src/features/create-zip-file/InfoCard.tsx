import { formatSize } from '../../lib/formatSize';
import { t } from '../../i18n/messages';
import { BUILDER_DEFAULT_LEVEL, zipFileName, type ZipContext } from '../../machines/createZip.machine';

/** The sidebar's 'ZIP File Information': what will be created, updated live. */
export function InfoCard({ context }: { context: ZipContext }) {
  const total = context.items.reduce((sum, i) => sum + i.file.size, 0);
  const name = context.zipName.trim() ? zipFileName(context.zipName) : '—';
  const rows: [string, string][] = [
    [t('createZipFile.info.name'), name],
    [t('createZipFile.info.files'), String(context.items.length)],
    [t('createZipFile.info.size'), formatSize(total)],
    [t('createZipFile.info.compression'), t('createZipFile.info.compressionValue', { level: BUILDER_DEFAULT_LEVEL })],
    [t('createZipFile.info.format'), t('createZipFile.info.formatValue')],
  ];
  return (
    <section className="card" aria-labelledby="zip-file-info">
      <h2 id="zip-file-info" className="section-title">
        {t('createZipFile.info.title')}
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
