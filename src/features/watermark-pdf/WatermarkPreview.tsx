import { boxCentre, tileCentres, turnedBounds } from '../../lib/pageMarks';
import type { WatermarkOptions } from '../../machines/watermarkPdf.machine';
import { svgImageUrl, svgText } from '../../ui/pdfPages/svgPreview';

/** The watermark image the page loaded: its object URL and pixel size. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

interface WatermarkPreviewProps {
  /** The page's size as shown, in points. */
  width: number;
  height: number;
  options: WatermarkOptions;
  image: PreviewImage | null;
}

const FAMILY: Record<WatermarkOptions['font'], { family: string; weight: number; advance: number }> = {
  sans: { family: 'DejaVu Sans, Verdana, sans-serif', weight: 400, advance: 0.62 },
  'sans-bold': { family: 'DejaVu Sans, Verdana, sans-serif', weight: 700, advance: 0.7 },
  serif: { family: 'DejaVu Serif, Georgia, serif', weight: 400, advance: 0.62 },
  mono: { family: 'DejaVu Sans Mono, monospace', weight: 400, advance: 0.6 },
};

/** Margin of a single watermark from the page's edges, in points (as the engine sends). */
const MARGIN = 36;

const cover = 'pointer-events-none absolute inset-0 h-full w-full';

/**
 * A page's watermark drawn over its thumbnail, to scale, where the worker will put it (text widths
 * estimated); images with no text alternative, so the page button's name stays 'Page N'.
 */
export function WatermarkPreview({ width, height, options, image }: WatermarkPreviewProps) {
  const opacity = options.opacity / 100;
  const blend = options.behind ? ({ mixBlendMode: 'multiply' } as const) : undefined;
  if (options.kind === 'image') {
    if (!image) return null;
    const w = (width * options.imageWidth) / 100;
    const h = (w * image.height) / image.width;
    const centre = boxCentre(options.position, width, height, w, h, MARGIN);
    const box = { left: `${((centre.x - w / 2) / width) * 100}%`, top: `${((height - centre.y - h / 2) / height) * 100}%`, width: `${(w / width) * 100}%`, height: `${(h / height) * 100}%` };
    return (
      <span className={cover} data-testid="watermark-preview">
        <img className="absolute" src={image.url} alt="" style={{ ...box, opacity, ...blend }} />
      </span>
    );
  }
  const font = FAMILY[options.font];
  const lineWidth = options.text.length * options.size * font.advance;
  const bounds = turnedBounds(lineWidth, options.size * 0.75, options.angle);
  const centres = options.layout === 'tiled' ? tileCentres(width, height, lineWidth, options.size, options.angle) : [boxCentre(options.position, width, height, bounds.width, bounds.height, MARGIN)];
  const texts = centres.map(({ x, y }) => svgText(options.text, { x, y: height - y, transform: `rotate(${-options.angle} ${x} ${height - y})` })).join('');
  const group = `<g fill="${options.color}" fill-opacity="${opacity}" font-family="${font.family}" font-weight="${font.weight}" font-size="${options.size}" text-anchor="middle" dominant-baseline="central">${texts}</g>`;
  return <img className={cover} src={svgImageUrl(width, height, group)} alt="" style={blend} data-testid="watermark-preview" data-count={centres.length} />;
}
