/** Every toast of /images-to-pdf (the spec's wording where it has one: 'Invalid file type', 'No images selected'). */
import type { ImagesToPdfTexts } from '../../machines/imagesToPdf.machine';

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const files = (n: number) => `${n} ${n === 1 ? 'file was' : 'files were'}`;

export const texts: ImagesToPdfTexts = {
  invalidType: (names) => ({
    title: 'Invalid file type',
    description: `Please select image files only. Not added: ${quoted(names)}.`,
    variant: 'destructive',
  }),
  unreadable: (name, reason) => ({ title: 'Cannot use this image', description: `"${name}": ${reason}`, variant: 'destructive' }),
  tooMany: (max, left) => ({
    title: 'Too many images',
    description: `One PDF takes at most ${max} images; ${files(left)} not added.`,
    variant: 'destructive',
  }),
  tooLarge: (maxMB, left) => ({
    title: 'Images too large',
    description: `The images of one PDF can add up to ${maxMB} MB at most; ${files(left)} not added.`,
    variant: 'destructive',
  }),
  noImages: { title: 'No images selected', description: 'Please add at least one image to make a PDF.', variant: 'destructive' },
  hasProblems: (names) => ({
    title: 'Some images cannot be used',
    description: `Remove ${quoted(names)} from the list first (marked in red), or use "Remove unusable images".`,
    variant: 'destructive',
  }),
  success: (pages) => ({ title: 'PDF created', description: `Your ${pages}-page PDF is ready to download.`, variant: 'success' }),
  failure: (reason) => ({
    title: 'Conversion failed',
    description: reason ?? 'There was an error creating your PDF. Please try again.',
    variant: 'destructive',
  }),
};
