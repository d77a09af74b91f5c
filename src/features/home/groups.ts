import { t } from '../../i18n/messages';
import type { DirectoryGroup } from '../../tools';

/** The registry's directory groups, in the spec's order, with their catalog ids. */
export const TOOL_GROUPS: Record<DirectoryGroup, string> = {
  'File Compression': 'home.group.fileCompression',
  'Archive Tools': 'home.group.archiveTools',
  'Image Tools': 'home.group.imageTools',
  'PDF Tools': 'home.group.pdfTools',
  'Utility Tools': 'home.group.utilityTools',
};

/** A directory group's name in the page's language. */
export const groupName = (group: DirectoryGroup) => t(TOOL_GROUPS[group]);

/** An information page's label and description (content/pages.ts) in the page's language. */
export const pageLabel = (key: string) => t(`home.page.${key}.label`);
export const pageDescription = (key: string) => t(`home.page.${key}.description`);
