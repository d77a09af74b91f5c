import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compress PNG Online Free',
  keywords: ['compress png', 'png compressor', 'optimize png', 'reduce png size'],
  intro: "Shrink PNG screenshots, logos and graphics while keeping transparency intact. Low levels optimise your PNG losslessly with OxiPNG, so every pixel stays identical; higher levels reduce the image to a smart colour palette with dithering, the technique behind TinyPNG, for much bigger savings. It all happens in your browser.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Keeps Transparency'],
  tips: [
    "Use a low level when every pixel must stay identical, for example for pixel art, technical diagrams or files you'll edit again.",
    "The default level 7 works well for most screenshots, icons and web graphics; it uses a palette only when the result keeps an SSIM of at least 0.97 against your original, otherwise it stays lossless.",
    "Palette levels shine on flat-colour graphics such as logos and app screenshots; photos saved as PNG are often better off as JPG or WebP.",
    "If you see 'File size could not be reduced further', your PNG is already well optimised, so keep the original.",
    "Transparent backgrounds are preserved at every level, so compressed logos still sit cleanly on any page colour.",
    "PNG files up to 10 MB are supported; for bigger images, try the Image Compressor.",
  ],
  steps: [
    { title: 'Upload Your PNG', text: "Drag a PNG onto the upload area or click to choose one, up to 10 MB." },
    { title: 'Pick a Compression Level', text: "Move the slider from 1 to 9. Low levels are lossless; higher levels use a colour palette for smaller files." },
    { title: 'Compress', text: "Start the compression and your PNG is optimised right on your device." },
    { title: 'Compare and Download', text: "Check the new size, then click Download Compressed, or Download Original if you prefer the first version." },
  ],
  benefits: [
    { title: 'Lossless or Lossy: You Choose', text: "Keep every pixel with OxiPNG, or trade a little colour accuracy for a much smaller file." },
    { title: 'Transparency Kept', text: "Alpha channels survive compression, so icons and logos keep their clean edges and see-through backgrounds." },
    { title: 'TinyPNG-Style Savings', text: "Palette quantisation with dithering can cut flat graphics and screenshots to a fraction of their size." },
    { title: 'Private by Design', text: "Your PNGs are compressed in your browser and never uploaded, so unreleased designs stay confidential." },
  ],
  useCases: [
    { title: 'Website Graphics', text: "Lighten logos, icons, banners and illustrations so pages load faster." },
    { title: 'App and Game Assets', text: "Reduce the size of sprites, UI elements and store screenshots without losing transparency." },
    { title: 'Documentation and Tutorials', text: "Shrink screenshots for help articles, wikis and slide decks while keeping text readable." },
    { title: 'Sharing Designs', text: "Send mock-ups and exports to clients by email or chat without large attachments." },
  ],
  faqs: [
    { question: 'Is PNG compression lossless?', answer: "At low levels, yes: OxiPNG stores the image more efficiently and the pixels stay exactly the same. Higher levels reduce the image to a palette of up to 256 colours, which is lossy but usually hard to spot." },
    { question: 'What do levels 1 to 9 mean?', answer: "Lower levels keep the image lossless and focus on storing it more efficiently. Levels 5 and 6 reduce the image to a palette of 256 colours with dithering for smooth gradients; 7 (the default) keeps 256 colours without dithering noise, and 8 and 9 use 128 and 64 colours for the smallest files. Each palette level has a quality floor, measured as structural similarity (SSIM) against your original: 0.99 at level 5, 0.98 at 6, 0.97 at 7, 0.96 at 8 and 0.95 at 9. If the palette cannot reach it (even with 256 colours, with or without dithering), your PNG keeps its full colours and is optimised losslessly instead, so a photo-like PNG never comes back banded." },
    { question: 'Will transparency be preserved?', answer: "Yes. Transparent and semi-transparent pixels are kept at every level, whether you choose lossless or palette compression." },
    { question: 'Why could my PNG not be reduced further?', answer: "Some PNGs are already optimised, or contain photographic detail that doesn't compress well as PNG. When the result isn't smaller, you're told so and can keep the original." },
    { question: 'How is this similar to TinyPNG?', answer: "Like TinyPNG, the higher levels cut down the number of colours (levels 5 and 6 also dither to keep gradients smooth). The difference is that everything here happens in your browser, so your images are never uploaded." },
    { question: 'What is the maximum file size?', answer: "You can compress PNG files up to 10 MB each." },
  ],
};
