import { useId, useState } from 'react';
import { activeLocale, t } from '../../i18n/messages';
import { newPlacement, type Placement, type SignatureMark, type SignOptions } from '../../machines/signPdf.machine';
import { Tabs } from '../../ui/Tabs';
import { fieldClass } from '../../ui/pdfPages/PageRangesField';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { HELVETICA_ADVANCE, keyAction, PlacementArea } from './PlacementArea';
import { deleteSavedSignature, rememberChoice, saveSignature, savedSignatures, setRememberChoice, type SavedSignature } from './savedSignatures';
import { SignaturePad } from './SignaturePad';
import { TypedSignature } from './TypedSignature';
import { markName } from './texts';
import { UploadSignature } from './UploadSignature';

type Way = 'draw' | 'type' | 'upload';

/** A new signature is placed this wide (a share of the page's width); text this tall (a share of its height). */
const SIGNATURE_WIDTH = 0.3;
const TEXT_HEIGHT = 0.03;

interface SignEditorProps {
  document: PdfPagesDocument;
  pages: number;
  options: SignOptions;
  disabled: boolean;
  page: number;
  onPage: (page: number) => void;
  onChange: (options: Partial<SignOptions>) => void;
}

let counter = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** Today in the page's language's order (day first in English, as before), in Latin digits: the file's font draws only those. */
const today = () => {
  const locale = activeLocale();
  const tag = locale.code === 'en' || locale.code === 'qps' ? 'en-GB' : `${locale.tag}-u-nu-latn`;
  return new Date().toLocaleDateString(tag, { day: '2-digit', month: '2-digit', year: 'numeric' });
};

/**
 * The signer's working area, loaded once a PDF is open: make a signature (draw, type, upload, or a
 * saved one), keep it on this device if asked, add the date and initials, and place them on the
 * page shown, as often as needed, with the pointer or the keyboard.
 */
export default function SignEditor({ document, pages, options, disabled, page, onPage, onChange }: SignEditorProps) {
  const id = useId();
  const [way, setWay] = useState<Way>('draw');
  const [remember, setRemember] = useState(rememberChoice);
  const [saved, setSaved] = useState<SavedSignature[]>(savedSignatures);
  const [selected, setSelected] = useState<string | null>(null);
  const [aspect, setAspect] = useState(document.width / document.height);
  const [date, setDate] = useState(today);
  const [initials, setInitials] = useState('');
  const [said, setSaid] = useState('');
  /** A mark just placed: focused, so the arrow keys move it at once. */
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const { marks, placements } = options;
  const images = marks.filter((mark) => mark.kind === 'image');

  const labelOf = (mark: SignatureMark | undefined) => markName(mark, images);
  const inlineName = (mark: SignatureMark | undefined) => markName(mark, images, true);

  /** Places `mark` in the middle of the page shown (with the marks list as it will be). */
  const place = (mark: SignatureMark, nextMarks: SignatureMark[] = marks) => {
    const markAspect = mark.kind === 'image' ? mark.height / mark.width : 1 / (0.8 * HELVETICA_ADVANCE * Math.max(mark.text.length, 2) + 0.1);
    const width = mark.kind === 'image' ? SIGNATURE_WIDTH : TEXT_HEIGHT / (markAspect * aspect);
    // Where such a mark usually goes (signature, then date under it, initials in the corner), a little lower for each copy already there.
    const [cx, cy] = mark.kind === 'image' ? [0.5, 0.75] : mark.role === 'date' ? [0.5, 0.85] : [0.88, 0.94];
    const copies = placements.filter((p) => p.page === page && p.mark === mark.id).length;
    const placement = newPlacement(newId('placed'), mark.id, page, { cx, cy: cy - copies * 0.05, width, aspect: markAspect, pageAspect: aspect });
    onChange({ marks: nextMarks, placements: [...placements, placement] });
    setSelected(placement.id);
    setFocusOn(placement.id);
    setSaid(t('signPdf.said.placed', { label: labelOf(mark), page }));
  };

  const adopt = (picture: { url: string; width: number; height: number }) => {
    const existing = images.find((mark) => mark.url === picture.url);
    const mark: SignatureMark = existing ?? { id: newId('signature'), kind: 'image', ...picture };
    if (remember) setSaved(saveSignature({ id: mark.id, ...picture }));
    place(mark, existing ? marks : [...marks, mark]);
  };

  const toggleRemember = (on: boolean) => {
    setRemember(on);
    setRememberChoice(on);
    if (on) for (const mark of images) setSaved(saveSignature({ id: mark.id, url: mark.url, width: mark.width, height: mark.height }));
  };

  /** The text mark of `role` with `text` (created or updated), placed when `andPlace`. */
  const setText = (role: 'date' | 'initials', text: string, andPlace: boolean) => {
    const existing = marks.find((mark) => mark.kind === 'text' && mark.role === role);
    const mark: SignatureMark = { id: existing?.id ?? role, kind: 'text', role, text };
    const nextMarks = existing ? marks.map((m) => (m === existing ? mark : m)) : [...marks, mark];
    if (andPlace) place(mark, nextMarks);
    else if (existing) onChange({ marks: nextMarks });
  };

  const update = (next: Placement) => onChange({ placements: placements.map((p) => (p.id === next.id ? next : p)) });
  const remove = (placementId: string) => {
    const gone = placements.find((p) => p.id === placementId);
    onChange({ placements: placements.filter((p) => p.id !== placementId) });
    setSelected(null);
    if (gone) setSaid(t('signPdf.said.removed', { label: labelOf(marks.find((m) => m.id === gone.mark)), page: gone.page }));
  };
  const chosen = placements.find((p) => p.id === selected && p.page === page) ?? null;
  const act = (key: string) => {
    if (!chosen) return;
    const action = keyAction(key, false);
    if (action === 'remove') remove(chosen.id);
    else if (action) update(action(chosen));
  };

  return (
    <fieldset className="mt-6 space-y-6" disabled={disabled} data-testid="sign-editor">
      <legend className="sr-only">{t('signPdf.editor.legend')}</legend>
      <section aria-labelledby={`${id}-make`}>
        <h2 id={`${id}-make`} className="text-lg font-semibold text-slate-900">
          {t('signPdf.editor.make')}
        </h2>
        <div className="mt-2">
          <Tabs
            label={t('signPdf.editor.how')}
            value={way}
            onChange={setWay}
            items={[
              { value: 'draw', label: t('signPdf.editor.draw'), content: <SignaturePad onUse={adopt} /> },
              { value: 'type', label: t('signPdf.editor.type'), content: <TypedSignature onUse={adopt} /> },
              { value: 'upload', label: t('signPdf.editor.upload'), content: <UploadSignature onUse={adopt} /> },
            ]}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-indigo-600" checked={remember} onChange={(e) => toggleRemember(e.target.checked)} />
          {t('signPdf.editor.remember')}
        </label>
        <p className="mt-1 text-xs text-slate-600">{t('signPdf.editor.rememberNote')}</p>
        {saved.length > 0 && (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-slate-900">{t('signPdf.editor.saved')}</h3>
            <ul className="mt-2 flex flex-wrap gap-3" data-testid="saved-signatures">
              {saved.map((signature, n) => (
                <li key={signature.id} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2" data-testid="saved-signature">
                  <img src={signature.url} alt={t('signPdf.editor.savedAlt', { n: n + 1 })} className="h-10 max-w-[10rem] object-contain" />
                  <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => adopt(signature)}>
                    {t('signPdf.editor.placeSaved', { n: n + 1 })}
                  </button>
                  <button type="button" className="rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50" onClick={() => setSaved(deleteSavedSignature(signature.id))}>
                    {t('signPdf.editor.deleteSaved', { n: n + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-fields`}>
        <h2 id={`${id}-fields`} className="text-lg font-semibold text-slate-900">
          {t('signPdf.editor.fields')}
        </h2>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
              {t('signPdf.editor.date')}
            </label>
            <input
              id={`${id}-date`}
              type="text"
              className={`${fieldClass} mt-1 w-40`}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setText('date', e.target.value, false);
              }}
            />
          </div>
          <button type="button" className="btn-secondary" disabled={!date.trim()} onClick={() => setText('date', date, true)}>
            {t('signPdf.editor.placeDate', { page })}
          </button>
          <div>
            <label htmlFor={`${id}-initials`} className="block text-sm font-medium text-slate-800">
              {t('signPdf.editor.initials')}
            </label>
            <input
              id={`${id}-initials`}
              type="text"
              maxLength={6}
              className={`${fieldClass} mt-1 w-28`}
              value={initials}
              onChange={(e) => {
                setInitials(e.target.value);
                setText('initials', e.target.value, false);
              }}
            />
          </div>
          <button type="button" className="btn-secondary" disabled={!initials.trim()} onClick={() => setText('initials', initials, true)}>
            {t('signPdf.editor.placeInitials', { page })}
          </button>
        </div>
      </section>

      <section aria-labelledby={`${id}-place`}>
        <h2 id={`${id}-place`} className="text-lg font-semibold text-slate-900">
          {t('signPdf.editor.place')}
        </h2>
        {images.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {images.map((mark) => (
              <button key={mark.id} type="button" className="btn-secondary" onClick={() => place(mark)}>
                {t('signPdf.editor.placeMark', { label: inlineName(mark), page })}
              </button>
            ))}
          </div>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('signPdf.editor.previous')}
          </button>
          <span className="text-sm text-slate-800" data-testid="placement-page-number">
            {t('signPdf.editor.pageOf', { page, pages })}
          </span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('signPdf.editor.next')}
          </button>
        </div>
        <PlacementArea
          document={document}
          page={page}
          placements={placements}
          marks={marks}
          selected={selected}
          focusOn={focusOn}
          labelOf={labelOf}
          onSelect={setSelected}
          onChange={update}
          onRemove={remove}
          onAspect={setAspect}
        />
        <div role="group" aria-label={chosen ? t('signPdf.editor.moveSelected', { label: inlineName(marks.find((m) => m.id === chosen.mark)) }) : t('signPdf.editor.moveNone')} className="mt-3 flex flex-wrap gap-2">
          {(
            [
              ['ArrowLeft', 'signPdf.editor.left'],
              ['ArrowRight', 'signPdf.editor.right'],
              ['ArrowUp', 'signPdf.editor.up'],
              ['ArrowDown', 'signPdf.editor.down'],
              ['+', 'signPdf.editor.larger'],
              ['-', 'signPdf.editor.smaller'],
              ['Delete', 'signPdf.editor.remove'],
            ] as const
          ).map(([key, label]) => (
            <button key={key} type="button" className="btn-secondary px-3 py-1 text-sm" disabled={!chosen} onClick={() => act(key)}>
              {t(label)}
            </button>
          ))}
        </div>
        <p className="sr-only" aria-live="polite">
          {said}
        </p>
      </section>
    </fieldset>
  );
}
