/** The About page's words, read from its catalog (locales/<code>/about.json) when it renders. */
import { tool as compressImage } from '../../toolPages/compress-image';
import { tool as compressVideo } from '../../toolPages/compress-video';
import { numbered, t } from '../../i18n/messages';
import { titled, type Faq } from '../../ui/toolCopy';

export const values = () => numbered('about.value', titled, 'title');
export const timeline = () => numbered('about.timeline', (id) => ({ year: t(`${id}.year`), ...titled(id) }), 'year');
export const steps = () => numbered('about.step', titled, 'title');
export const privacyPoints = () => numbered('about.privacy.point', (id) => t(id));

export const faqs = (): Faq[] =>
  numbered('about.faq', (id) => ({ question: t(`${id}.question`), answer: t(`${id}.answer`, { imageMB: String(compressImage.maxMB), videoMB: String(compressVideo.maxMB) }) }), 'question');
