/** The text blocks every tool page carries; each tool's `features/<slug>/copy.ts` exports one. */
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
