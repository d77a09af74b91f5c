/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-open-zip-7z-rar-archives-safely',
  title: 'How to open ZIP, 7z and RAR files safely, without installing anything',
  text: 'What the archive formats are, what a password does and does not hide, and how zip bombs and zip-slip names are stopped:',
};

