import { edgeAnchor } from '../../lib/pageMarks';
import type { PageNumbersOptions } from '../../machines/addPageNumbers.machine';
import { svgImageUrl, svgText } from '../../ui/pdfPages/svgPreview';

interface NumberPreviewProps {
  /** The page's size as shown, in points. */
  width: number;
  height: number;
  label: string;
  options: PageNumbersOptions;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * A page's number drawn over its thumbnail, to scale, where the worker will put it: an SVG in an
 * image with no text alternative, so the page button's name stays 'Page N'.
 */
export function NumberPreview({ width, height, label, options }: NumberPreviewProps) {
  const { x, y, align } = edgeAnchor(options.position, width, height, options.size, options.margin);
  const text = svgText(label, { x, y: height - y, 'font-size': options.size, fill: options.color, 'text-anchor': ANCHOR[align], 'font-family': 'DejaVu Sans, Verdana, sans-serif' });
  return <img className="pointer-events-none absolute inset-0 h-full w-full" src={svgImageUrl(width, height, text)} alt="" data-testid="number-preview" data-label={label} />;
}
