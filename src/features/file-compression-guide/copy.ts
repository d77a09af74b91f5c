/** The compression guide's content. The settings table is the spec's, word for word. */

export const kinds = [
  {
    title: 'Lossless compression',
    text: 'Finds and removes redundancy, so decompression gives back every original bit. It is how ZIP (DEFLATE), PNG and FLAC work. Savings depend on the data: text and spreadsheets often shrink by 50-90%, while files that are already compressed (JPEG, MP4, most PDFs) barely change.',
    bestFor: ['Documents, code and spreadsheets', 'Screenshots, logos and line art (PNG)', 'Archives and backups', 'Anything you will edit again'],
  },
  {
    title: 'Lossy compression',
    text: 'Throws away detail people are unlikely to notice: fine texture, high-frequency colour, inaudible sounds. It is how JPEG, WebP and AVIF photos, MP3/AAC audio and H.264/VP9 video get 5-20 times smaller. Every re-save loses a little more, so always keep the original.',
    bestFor: ['Photos for web and social media', 'Video for sharing and streaming', 'PDFs full of scanned or photographed pages', 'Email attachments with size limits'],
  },
];

/** The spec's recommended settings: use case, setting, typical reduction, and the tool to use. */
export const settings: { useCase: string; setting: string; reduction: string; tool: string }[] = [
  { useCase: 'Web images', setting: '80-85% quality', reduction: '60-80%', tool: 'compress-image' },
  { useCase: 'Social media', setting: '75-80% quality', reduction: '70-85%', tool: 'compress-jpg' },
  { useCase: 'Email PDF', setting: 'Medium compression', reduction: '40-60%', tool: 'compress-pdf' },
  { useCase: 'Video', setting: 'High compression', reduction: '50-70%', tool: 'compress-video' },
  { useCase: 'Archive', setting: 'Maximum compression', reduction: '30-90%', tool: 'create-zip' },
];

export const dos: string[] = [
  'Keep the original file and compress a copy.',
  'Resize images to the size they will be displayed at before lowering quality.',
  'Compare the result with the original at 100% zoom before sending it.',
  'Use lossless formats (PNG, ZIP) for text, diagrams and anything you will edit again.',
  'Pick modern formats (WebP, AVIF) for websites when your audience\'s browsers support them.',
];

export const donts: string[] = [
  'Don\'t re-compress a JPEG again and again: each save adds new artefacts.',
  'Don\'t zip JPEGs, MP4s or PDFs expecting big savings: they are already compressed.',
  'Don\'t use maximum compression for print or archival masters.',
  'Don\'t save photos as PNG or screenshots as JPEG: each format suits the other kind of image.',
  'Don\'t upload private documents to online compressors you don\'t trust; use tools that work on your device.',
];
