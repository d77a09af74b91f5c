import { t } from '../../i18n/messages';
import { passwordStrength } from './strength';

/** The strength of the open password as a four-step meter with its label and hint. */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  const colour = { weak: 'bg-red-600', fair: 'bg-amber-500', good: 'bg-emerald-500', strong: 'bg-emerald-700' }[strength.level];
  return (
    <div className="mt-2" data-testid="password-strength">
      <div
        role="meter"
        aria-label={t('protectPdf.strength.meter')}
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
        className="grid h-2 grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`rounded-full ${step <= strength.score ? colour : 'bg-slate-200'}`} />
        ))}
      </div>
      <p id={id} className="mt-1 text-xs text-slate-700" role="status">
        <strong>{t('protectPdf.strength.label', { label: strength.label })}</strong> {strength.hint}
      </p>
    </div>
  );
}
