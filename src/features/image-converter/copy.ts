import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Image Converter: PNG, JPG, WebP, AVIF and more',
  keywords: ['image converter', 'convert png to jpg', 'convert to webp', 'avif converter'],
  intro: "Convert images between PNG, JPEG, WebP, AVIF, BMP, GIF, TIFF, ICO and SVG in a couple of clicks. Pick an image, choose the format you need, preview the result and download it. The conversion happens on your own device, so your images are never uploaded.",
  badges: ['100% Free', 'No Upload', 'Privacy First', '9 Formats'],
  tips: [
    "Choose WebP or AVIF for websites: they're typically much smaller than JPEG or PNG at the same visual quality.",
    "Pick PNG when you need sharp text, crisp edges or a transparent background.",
    "JPEG and BMP can't store transparency, so transparent areas get a solid background when you convert to them.",
    "Use ICO for website favicons and Windows icons, and start from a square image for the best result.",
    "SVG output wraps your picture inside an SVG file; it doesn't trace it into vector shapes, so it won't become infinitely scalable.",
    "TIFF suits printing and archiving but makes large files, so avoid it for the web.",
    "iPhone HEIC/HEIF photos are read, not written: open one here and convert it to JPEG or PNG for apps and websites that don't take HEIC. It comes out upright, in its own colours.",
    "Animated GIF, WebP and PNG files convert to a still picture of their first frame; the result says how many frames the original had, so nothing is dropped without a word.",
  ],
  steps: [
    { title: 'Choose an Image', text: "Click the file picker and select the image you want to convert." },
    { title: 'Select the Output Format', text: "Pick PNG, JPEG, WebP, AVIF, BMP, GIF, TIFF, ICO or SVG from the dropdown." },
    { title: 'Convert', text: "Click Convert and preview the result right on the page." },
    { title: 'Download', text: "Click Download to save the image with its new file extension." },
  ],
  benefits: [
    { title: 'Nine Output Formats', text: "From modern WebP and AVIF to classic BMP, TIFF and ICO, one tool covers everyday conversions." },
    { title: 'Preview First', text: "See the converted image before you download it, so there are no surprises." },
    { title: 'Private by Design', text: "Images are converted in your browser and never sent to a server." },
    { title: 'Free and Unlimited', text: "No account, no watermark and no cap on how many images you convert." },
  ],
  useCases: [
    { title: 'Faster Websites', text: "Turn heavy PNGs and JPEGs into WebP or AVIF to speed up your pages." },
    { title: 'Compatibility Fixes', text: "Convert a WebP or AVIF you downloaded into a JPEG or PNG that older apps and printers accept." },
    { title: 'Favicons and Icons', text: "Create an ICO file from a logo for your website or desktop shortcut." },
    { title: 'Print and Archiving', text: "Save a copy as TIFF or PNG for print shops and long-term storage." },
  ],
  faqs: [
    { question: 'Which formats can I convert between?', answer: "You can open JPG, PNG, WebP, AVIF, HEIC/HEIF (iPhone photos), JPEG XL, GIF, BMP and TIFF images and convert them to PNG, JPEG, WebP, AVIF, JPEG XL, BMP, GIF, TIFF, ICO or SVG. HEIC is an input only: we read it but don't write it." },
    { question: 'Does converting to SVG make my image a vector?', answer: "No. The SVG file contains your original picture as an embedded image. It opens anywhere SVG is supported, but it isn't traced into shapes, so it won't stay sharp when enlarged." },
    { question: 'Will I lose quality when converting?', answer: "PNG, BMP and TIFF keep every pixel. JPEG, WebP and AVIF trade a little detail for much smaller files, and GIF is limited to 256 colours, so photos may show banding." },
    { question: 'What happens to transparency?', answer: "PNG, WebP, AVIF, GIF, ICO and SVG can keep transparent areas. JPEG and BMP can't, so transparent parts are filled with a solid background." },
    { question: 'Should I use WebP or AVIF?', answer: "Both are modern formats supported by all current major browsers. AVIF usually makes smaller files, while WebP is supported by more older apps and software." },
    { question: 'Are my images uploaded?', answer: "No. Conversion happens entirely in your browser, so your images never leave your device." },
  ],
  about: {
    title: 'Choosing the Right Image Format',
    paragraphs: [
      "JPEG is the classic choice for photos: small, lossy and supported everywhere. PNG is lossless and supports transparency, which makes it ideal for screenshots, logos and graphics with text. WebP and AVIF are modern formats that store photos and graphics far more efficiently than either, and both support transparency.",
      "The older formats still have their place. GIF suits simple graphics and is limited to 256 colours, BMP is uncompressed and mostly needed by legacy software, TIFF is common in printing and scanning, and ICO is the format for favicons and Windows icons. SVG is a vector format; when you convert a photo to SVG here, the picture is embedded inside the SVG file rather than redrawn as shapes.",
    ],
  },
};
