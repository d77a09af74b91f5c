import { useId, useState } from 'react';
import { t } from '../../i18n/messages';
import { clearPaper, inkBox } from './paper';

/** The longest side an uploaded signature keeps, in pixels. */
const MAX_SIDE = 1200;

interface UploadSignatureProps {
  onUse: (signature: { url: string; width: number; height: number }) => void;
}

/** A picture of a signature (PNG, JPEG, WebP): its paper made see-through, cut to the ink. */
export function UploadSignature({ onUse }: UploadSignatureProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      setProblem(t('signPdf.upload.unreadable', { name: file.name }));
      return;
    }
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const box = clearPaper(image.data) ? inkBox(image.data, canvas.width, canvas.height, 6) : null;
    if (!box) {
      setProblem(t('signPdf.upload.blank', { name: file.name }));
      return;
    }
    context.putImageData(image, 0, 0);
    const out = document.createElement('canvas');
    out.width = box.width;
    out.height = box.height;
    out.getContext('2d')?.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
    onUse({ url: out.toDataURL('image/png'), width: box.width, height: box.height });
  };

  return (
    <div>
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        {t('signPdf.upload.label')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        data-testid="signature-file-input"
        className="mt-1 block text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-700"
        onChange={(event) => {
          void read(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="mt-1 text-xs text-slate-600">{t('signPdf.upload.hint')}</p>
      {problem && (
        <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="signature-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
