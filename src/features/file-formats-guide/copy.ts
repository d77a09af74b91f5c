/** The formats guide's tables. Support notes reflect current browsers (2025). */

export const imageFormats: string[][] = [
  ['JPEG', 'Lossy', 'No', 'No', 'Universal', 'Photos, when every device must open it'],
  ['PNG', 'Lossless (optional palette)', 'Yes', 'APNG', 'Universal', 'Screenshots, logos, graphics with sharp edges'],
  ['WebP', 'Lossy and lossless', 'Yes', 'Yes', 'All modern browsers', 'Web photos and graphics; typically 25-35% smaller than JPEG'],
  ['AVIF', 'Lossy and lossless', 'Yes', 'Yes', 'Chrome, Edge, Firefox, Safari 16+', 'Smallest web photos; slower to encode'],
  ['GIF', 'Lossless, 256 colours', '1-bit only', 'Yes', 'Universal', 'Legacy animations (a video is far smaller)'],
  ['SVG', 'Vector (text)', 'Yes', 'Yes (CSS/SMIL)', 'Universal', 'Logos, icons, diagrams at any size'],
  ['HEIC', 'Lossy (HEVC)', 'Yes', 'Sequences', 'Safari 17+ only', 'iPhone camera storage; convert before sharing'],
];

export const videoFormats: string[][] = [
  ['MP4 (H.264 + AAC)', 'Good', 'Universal', 'Sharing, email, social media, any player'],
  ['MP4 (H.265/HEVC)', 'About 25-50% smaller than H.264', 'Apple devices, most recent hardware; patchy in browsers', 'Phone recordings and 4K storage'],
  ['WebM (VP9 or AV1 + Opus)', 'Similar to HEVC (VP9) or better (AV1)', 'Chrome, Edge, Firefox; recent Safari', 'Video on your own website, royalty-free'],
  ['MOV (QuickTime)', 'Depends on the codec inside (usually H.264/HEVC)', 'Apple software, most players', 'iPhone and Mac recordings, editing'],
  ['AVI', 'Usually poor (old codecs)', 'Windows players; not browsers', 'Legacy files only: convert to MP4'],
  ['MKV (Matroska)', 'Depends on the codec inside', 'Desktop players (VLC); limited in browsers', 'Films with several audio and subtitle tracks'],
];

/** Which format for which job, with the tool that gets you there. */
export const selection: { need: string; use: string; tool: string }[] = [
  { need: 'A photo on a website', use: 'WebP or AVIF (JPEG as a fallback)', tool: 'image-converter' },
  { need: 'A photo to send or print', use: 'JPEG at 80-90% quality', tool: 'compress-jpg' },
  { need: 'A screenshot, chart or logo', use: 'PNG (or lossless WebP)', tool: 'compress-png' },
  { need: 'An image with transparency', use: 'PNG, WebP or AVIF', tool: 'image-converter' },
  { need: 'A short animation', use: 'MP4 or WebM video instead of GIF', tool: 'compress-video' },
  { need: 'A video anyone can play', use: 'MP4 with H.264 video and AAC audio', tool: 'compress-video' },
  { need: 'A document to share or print', use: 'PDF', tool: 'compress-pdf' },
  { need: 'Many files in one attachment', use: 'ZIP', tool: 'create-zip' },
];
