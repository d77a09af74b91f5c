import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n/messages';
import { fieldClass, radioClass } from '../../ui/pdfPages/PageRangesField';
import { cutToInk } from './paper';

/** Drawn this tall, in canvas pixels: sharp at any size a signature is placed. */
const FONT_PX = 120;

interface TypedSignatureProps {
  onUse: (signature: { url: string; width: number; height: number }) => void;
}

/** Type a name and choose a handwriting font (fetched from this site when this tab opens); the signature is drawn as a picture of it. */
export function TypedSignature({ onUse }: TypedSignatureProps) {
  const id = useId();
  const [fonts, setFonts] = useState<readonly { family: string }[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [family, setFamily] = useState<string>('Dancing Script');

  useEffect(() => {
    let live = true;
    import('./fonts')
      .then((module) => module.loadSignatureFonts())
      .then((loaded) => live && setFonts(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const use = () => {
    const text = name.trim();
    if (!text) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return;
    const font = `${FONT_PX}px "${family}"`;
    context.font = font;
    const width = Math.ceil(context.measureText(text).width + FONT_PX);
    canvas.width = width;
    canvas.height = Math.ceil(FONT_PX * 1.8);
    context.font = font;
    context.fillStyle = '#0f172a';
    context.textBaseline = 'middle';
    context.fillText(text, FONT_PX / 2, canvas.height / 2);
    const cut = cutToInk(canvas, 10);
    if (cut) onUse(cut);
  };

  if (failed) return <p role="alert" className="text-sm text-red-800">{t('signPdf.typed.failed')}</p>;
  return (
    <div>
      <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
        {t('signPdf.typed.name')}
      </label>
      <input id={`${id}-name`} type="text" autoComplete="name" className={`${fieldClass} mt-1 w-full max-w-md`} value={name} onChange={(e) => setName(e.target.value)} />
      <fieldset className="mt-3" disabled={!fonts}>
        <legend className="text-sm font-medium text-slate-800">{fonts ? t('signPdf.typed.font') : t('signPdf.typed.fontLoading')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {(fonts ?? []).map((font) => (
            <label key={font.family} className={`flex items-center gap-2 rounded-lg border p-2 ${family === font.family ? 'border-indigo-600' : 'border-slate-200'}`}>
              <input type="radio" name={`${id}-font`} className={radioClass} checked={family === font.family} onChange={() => setFamily(font.family)} />
              <span className="truncate text-2xl text-slate-900" style={{ fontFamily: `"${font.family}", cursive` }}>
                {name.trim() || font.family}
              </span>
              <span className="sr-only">{font.family}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn-primary mt-3" disabled={!fonts || !name.trim()} onClick={use}>
        {t('signPdf.typed.use')}
      </button>
    </div>
  );
}
