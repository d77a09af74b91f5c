import { RATIO_LEVELS, RATIOS } from './estimate';

const ROWS = [
  ['image', 'Image (JPEG)'],
  ['pdf', 'PDF (medium)'],
  ['video', 'Video (MP4)'],
] as const;

/** Shows the remaining-size ratios the estimate uses, so the numbers are not a black box. */
export function RatioTable() {
  return (
    <section className="card" aria-labelledby="ratio-table">
      <h2 id="ratio-table" className="section-title">
        How the Estimate Is Worked Out
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        The quality slider is matched to the nearest of four levels. Each cell is the share of the original size that
        typically remains after compression at that level.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4">File type</th>
              {RATIO_LEVELS.map((level) => (
                <th key={level} scope="col" className="py-2 pr-4">
                  Quality {level}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([type, label]) => (
              <tr key={type} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-medium">{label}</th>
                {RATIOS[type].map((ratio, i) => (
                  <td key={RATIO_LEVELS[i]} className="py-2 pr-4">
                    {Math.round(ratio * 100)}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
