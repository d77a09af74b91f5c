/** The text blocks every tool page carries; each tool's `features/<slug>/copy.ts` exports one. */
import { hasMessage, numbered, t } from '../i18n/messages';

export interface TitledText {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ToolCopy {
  /**
   * The page's <title> and meta keywords. Here, with the rest of the route's words, rather than in
   * the tool registry: the registry is in every page's first-load JavaScript, a route's copy only in
   * its own.
   */
  title: string;
  keywords: string[];
  /** Marketing paragraph under the page heading. */
  intro: string;
  /** The badge row, e.g. '100% Free', 'No Upload', 'Privacy First', 'Any File Type'. */
  badges: string[];
  tips: string[];
  steps: TitledText[];
  benefits: TitledText[];
  useCases: TitledText[];
  faqs: Faq[];
  /** Optional 'About' section (heading + paragraphs). */
  about?: { title: string; paragraphs: string[] };
}

/** The `.title` and `.text` of message `id`: a step, a benefit, a card. */
export const titled = (id: string): TitledText => ({ title: t(`${id}.title`), text: t(`${id}.text`) });

/**
 * A tool page's copy from its feature's catalog (locales/<code>/<feature>.json), read at render.
 * Ids under the feature's prefix (`compressJpg`): `.title`, `.keywords` (split at commas, the language's own too: ، 、 ，),
 * `.intro`, `.badge.1…`, `.tip.1…`, `.step.1.title`/`.text…`, `.benefit.N.*`, `.useCase.N.*`,
 * `.faq.N.question`/`.answer`, and optionally `.about.title` with `.about.p.1…`. A list ends at its
 * first missing number, so a translation carries exactly the items English has (the catalogs test
 * requires every id of a live language).
 */
export function readToolCopy(prefix: string): ToolCopy {
  const list = <T,>(key: string, read: (id: string) => T, first?: string) => numbered(`${prefix}.${key}`, read, first);
  return {
    title: t(`${prefix}.title`),
    keywords: t(`${prefix}.keywords`).split(/[,،、，]/).map((k) => k.trim()).filter(Boolean),
    intro: t(`${prefix}.intro`),
    badges: list('badge', (id) => t(id)),
    tips: list('tip', (id) => t(id)),
    steps: list('step', titled, 'title'),
    benefits: list('benefit', titled, 'title'),
    useCases: list('useCase', titled, 'title'),
    faqs: list('faq', (id) => ({ question: t(`${id}.question`), answer: t(`${id}.answer`) }), 'question'),
    about: hasMessage(`${prefix}.about.title`) ? { title: t(`${prefix}.about.title`), paragraphs: list(`about.p`, (id) => t(id)) } : undefined,
  };
}
