/** The About page's words, read from its catalog (locales/<code>/about.json) when it renders. */
import { tool as compressImage } from '../../toolPages/compress-image';
import { tool as compressVideo } from '../../toolPages/compress-video';
import { hasMessage, t } from '../../i18n/messages';
import type { Faq, TitledText } from '../../ui/toolCopy';

/** Items `about.<key>.1…` while the catalog has `about.<key>.N.<first>`. */
function numbered<T>(key: string, first: string, read: (id: string) => T): T[] {
  const items: T[] = [];
  for (let n = 1; hasMessage(`about.${key}.${n}.${first}`); n++) items.push(read(`about.${key}.${n}`));
  return items;
}
const titled = (id: string): TitledText => ({ title: t(`${id}.title`), text: t(`${id}.text`) });

export const values = () => numbered('value', 'title', titled);
export const timeline = () => numbered('timeline', 'year', (id) => ({ year: t(`${id}.year`), ...titled(id) }));
export const steps = () => numbered('step', 'title', titled);

export function privacyPoints(): string[] {
  const points: string[] = [];
  for (let n = 1; hasMessage(`about.privacy.point.${n}`); n++) points.push(t(`about.privacy.point.${n}`));
  return points;
}

export const faqs = (): Faq[] =>
  numbered('faq', 'question', (id) => ({ question: t(`${id}.question`), answer: t(`${id}.answer`, { imageMB: String(compressImage.maxMB), videoMB: String(compressVideo.maxMB) }) }));
