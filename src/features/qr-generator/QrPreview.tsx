import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import type { QrImage } from '../../machines/qrGenerator.machine';
import { dataUrlToBlob, PNG_NAME, QR_WIDTH, SVG_NAME, svgBlob } from './engine';

/** The 200x200 preview pane with the encoded content and the PNG and SVG downloads. */
export function QrPreview({ image }: { image: QrImage | null }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-slate-50 p-4" aria-live="polite">
      <div className="flex h-[200px] w-[200px] items-center justify-center rounded border border-slate-200 bg-white">
        {image ? (
          <img src={image.pngDataUrl} width={QR_WIDTH} height={QR_WIDTH} alt={t('qrGenerator.preview.alt')} data-testid="qr-image" />
        ) : (
          <p className="px-4 text-center text-sm text-slate-600">{t('qrGenerator.preview.empty')}</p>
        )}
      </div>
      {image && (
        <>
          <p className="w-full text-center text-sm text-slate-700">
            <span className="font-medium">{t('qrGenerator.preview.payload')}</span>
            <span className="break-all font-mono" data-testid="qr-payload">
              {image.payload}
            </span>
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className="btn-primary" onClick={() => saveBlob(dataUrlToBlob(image.pngDataUrl), PNG_NAME)}>
              {t('qrGenerator.download.png')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => saveBlob(svgBlob(image.svg), SVG_NAME)}>
              {t('qrGenerator.download.svg')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
