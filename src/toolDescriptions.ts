/**
 * Each tool's one-line description: what its card says (the related-tools block, the home grid,
 * About, the compression guide) and its page's meta description. The words are in the common
 * catalog (`toolDescription.<slug>`), read when a card or page draws them.
 */
import { t } from './i18n/messages';
import { toolBySlug, type Tool, type ToolDetails, type ToolLink } from './tools';

/** A tool's description in the page's language. */
export const toolDescription = (tool: { slug: string }) => t(`toolDescription.${tool.slug}`);

/**
 * What a tool card draws: the link and its description. The description is a getter, read in
 * the page's language when the card draws it (a list of cards may be built once, at module level).
 */
export type ToolCard = ToolLink & { readonly description: string };

export const toolCard = (link: ToolLink): ToolCard => ({
  ...link,
  get description() {
    return toolDescription(link);
  },
});

/** A tool page's whole row: its registry link joined with its route's details. */
export function toolPage(slug: string, details: ToolDetails): Tool {
  return { ...toolBySlug(slug), ...details };
}
