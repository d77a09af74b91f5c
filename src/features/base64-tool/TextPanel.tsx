import { t } from '../../i18n/messages';
import type { Base64Result, TextTab } from '../../machines/base64Tool.machine';
import { saveBlob } from '../../lib/download';
import { copyToClipboard } from './copyToClipboard';
import { DecodedFileCard } from './DecodedFileCard';
import { DECODED_TEXT_NAME, ENCODED_TEXT_NAME } from './engine';

/** Each text tab's words are `base64Tool.<tab>.input`, `.placeholder`, `.action`, `.busy` and `.output`. */
const PANELS: Record<TextTab, { download?: string }> = {
  encodeText: { download: ENCODED_TEXT_NAME },
  decodeText: { download: DECODED_TEXT_NAME },
  decodeFile: {},
};

/** A text tab's words, in the page's language. */
const panelOf = (tab: TextTab) => ({
  ...PANELS[tab],
  input: t(`base64Tool.${tab}.input`),
  placeholder: t(`base64Tool.${tab}.placeholder`),
  action: t(`base64Tool.${tab}.action`),
  busy: t(`base64Tool.${tab}.busy`),
  output: t(`base64Tool.${tab}.output`),
});

const AREA = 'w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

interface TextPanelProps {
  tab: TextTab;
  value: string;
  result: Base64Result | undefined;
  /** This tab's job is running. */
  busy: boolean;
  /** Another tab's job (a large file) is running; one job at a time. */
  blocked: boolean;
  onInput: (value: string) => void;
  onRun: () => void;
  onCopied: (ok: boolean) => void;
}

/** A text tab: input, action button (disabled on blank input), read-only output, Copy and Download. */
export function TextPanel({ tab, value, result, busy, blocked, onInput, onRun, onCopied }: TextPanelProps) {
  const panel = panelOf(tab);
  const text = result?.kind === 'text' ? result.text : null;
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={`${tab}-input`} className="mb-1 block text-sm font-medium text-slate-700">
          {panel.input}
        </label>
        <textarea id={`${tab}-input`} rows={6} className={AREA} placeholder={panel.placeholder} value={value} onChange={(e) => onInput(e.target.value)} />
      </div>
      <div>
        <button type="button" className="btn-primary" disabled={busy || blocked || value.trim() === ''} onClick={onRun}>
          {busy ? panel.busy : panel.action}
        </button>
      </div>
      {tab === 'decodeFile' ? (
        result?.kind === 'decodedFile' && <DecodedFileCard result={result} />
      ) : (
        <div>
          <label htmlFor={`${tab}-output`} className="mb-1 block text-sm font-medium text-slate-700">
            {panel.output}
          </label>
          <textarea id={`${tab}-output`} rows={6} readOnly className={`${AREA} bg-slate-50`} value={text ?? ''} />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" disabled={text === null} onClick={async () => text !== null && onCopied(await copyToClipboard(text))}>
              {t('base64Tool.copy')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={text === null}
              onClick={() => text !== null && panel.download && saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), panel.download)}
            >
              {t('base64Tool.download')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
