/**
 * The formats guide's tables, read from its catalog (locales/<code>/file-formats-guide.json) when
 * the page renders: a row's cells under `<table>.<row>.<column>`. Support notes reflect current
 * browsers (2025).
 */
import { t } from '../../i18n/messages';

const P = 'fileFormatsGuide';

export const IMAGE_COLUMNS = ['format', 'compression', 'transparency', 'animation', 'support', 'bestFor'] as const;
export const VIDEO_COLUMNS = ['format', 'efficiency', 'playback', 'bestFor'] as const;

const rows = (table: string, count: number, columns: readonly string[]) =>
  Array.from({ length: count }, (_, r) => columns.map((column) => t(`${P}.${table}.${r + 1}.${column}`)));

export const imageFormats = () => rows('image', 7, IMAGE_COLUMNS);
export const videoFormats = () => rows('video', 6, VIDEO_COLUMNS);

/** Which format for which job, with the tool that gets you there. */
const SELECTION_TOOLS = ['image-converter', 'compress-jpg', 'compress-png', 'image-converter', 'compress-video', 'compress-video', 'compress-pdf', 'create-zip'];
export const selection = () => SELECTION_TOOLS.map((tool, i) => ({ need: t(`${P}.selection.${i + 1}.need`), use: t(`${P}.selection.${i + 1}.use`), tool }));
