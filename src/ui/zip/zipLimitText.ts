/** A ZIP limit (the engine's code) in the page's language: both ZIP pages' failure toasts say it. */
import { t } from '../../i18n/messages';
import type { ZipLimit } from '../../wasm/zip';

export const zipLimitText = (limit: ZipLimit) =>
  limit.code === 'tooManyFiles' ? t('zip.limit.tooManyFiles', { files: limit.files }) : t('zip.limit.tooLarge');
