import { t } from '../../i18n/messages';
import { RATIO_LEVELS, RATIOS } from './estimate';

/** The table's rows; each one's name is `fileSizeCalculator.table.row.<type>`. */
const ROWS = ['image', 'pdf', 'video'] as const;

/** Shows the remaining-size ratios the estimate uses, so the numbers are not a black box. */
export function RatioTable() {
  return (
    <section className="card" aria-labelledby="ratio-table">
      <h2 id="ratio-table" className="section-title">
        {t('fileSizeCalculator.table.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {t('fileSizeCalculator.table.intro')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pe-4">{t('fileSizeCalculator.type')}</th>
              {RATIO_LEVELS.map((level) => (
                <th key={level} scope="col" className="py-2 pe-4">
                  {t('fileSizeCalculator.table.level', { level })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((type) => (
              <tr key={type} className="border-b border-slate-100">
                <th scope="row" className="py-2 pe-4 font-medium">{t(`fileSizeCalculator.table.row.${type}`)}</th>
                {RATIOS[type].map((ratio, i) => (
                  <td key={RATIO_LEVELS[i]} className="py-2 pe-4">
                    {t('fileSizeCalculator.percent', { percent: Math.round(ratio * 100) })}
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
