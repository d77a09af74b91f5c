import { t } from '../../i18n/messages';

/** The format comparison table of the spec (JPEG, PNG, WebP, AVIF, SVG): each row's cells are catalog ids. */
const ROWS = [
  ['JPEG', 'lossy', 'no', 'jpeg', 'universal'],
  ['PNG', 'lossless', 'yes', 'png', 'universal'],
  ['WebP', 'either', 'yes', 'webp', 'allModern'],
  ['AVIF', 'either', 'yes', 'avif', 'modern'],
  ['SVG', 'vector', 'yes', 'svg', 'all'],
] as const;
const COLUMNS = ['format', 'compression', 'transparency', 'bestFor', 'support'] as const;
const CELL_KEYS = ['compression', 'transparency', 'bestFor', 'support'] as const;

export function FormatTable() {
  return (
    <section className="card overflow-x-auto">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{t('imageConverter.table.title')}</h2>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className="py-2 pe-4 font-semibold">{t(`imageConverter.table.column.${h}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([format, ...cells]) => (
            <tr key={format} className="border-b border-slate-100">
              <th scope="row" className="py-2 pe-4 font-medium text-slate-900">{format}</th>
              {cells.map((c, n) => (
                <td key={CELL_KEYS[n]} className="py-2 pe-4 text-slate-600">{t(`imageConverter.table.${CELL_KEYS[n]}.${c}`)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
