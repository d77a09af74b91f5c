import { t } from '../../i18n/messages';
import type { WifiDetails, WifiSecurity } from '../../machines/qrGenerator.machine';
import { Select } from '../../ui/Select';
import { FIELD_CLASS } from './fieldClass';

/** The security menu; 'None' is words (`qrGenerator.wifi.security.none`), the rest are names. */
const SECURITY: { value: WifiSecurity; label?: string }[] = [{ value: 'WPA', label: 'WPA/WPA2/WPA3' }, { value: 'WEP', label: 'WEP' }, { value: 'nopass' }];

/** Network name, password, security and the hidden flag of a Wi-Fi QR code. */
export function WifiFields({ wifi, onChange }: { wifi: WifiDetails; onChange: (w: Partial<WifiDetails>) => void }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('qrGenerator.wifi.legend')}</legend>
      <div>
        <label htmlFor="wifi-ssid" className="mb-1 block text-sm font-medium text-slate-700">
          {t('qrGenerator.wifi.ssid')}
        </label>
        <input id="wifi-ssid" className={FIELD_CLASS} autoComplete="off" value={wifi.ssid} onChange={(e) => onChange({ ssid: e.target.value })} />
      </div>
      <Select label={t('qrGenerator.wifi.security')} value={wifi.security} options={SECURITY.map(({ value, label }) => ({ value, label: label ?? t('qrGenerator.wifi.security.none') }))} onChange={(security) => onChange({ security })} />
      {wifi.security !== 'nopass' && (
        <div>
          <label htmlFor="wifi-password" className="mb-1 block text-sm font-medium text-slate-700">
            {t('qrGenerator.wifi.password')}
          </label>
          <input
            id="wifi-password"
            // Shown as text on purpose: the user is copying it from a router sticker and must see typos.
            type="text"
            autoComplete="off"
            className={FIELD_CLASS}
            value={wifi.password}
            onChange={(e) => onChange({ password: e.target.value })}
          />
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={wifi.hidden} onChange={(e) => onChange({ hidden: e.target.checked })} className="h-4 w-4" />
        {t('qrGenerator.wifi.hidden')}
      </label>
    </fieldset>
  );
}
