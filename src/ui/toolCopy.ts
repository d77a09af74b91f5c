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
