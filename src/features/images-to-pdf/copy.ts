import type { ToolCopy } from '../../ui/toolCopy';

/** The tool's guide on the blog (content/blog/images-to-pdf-guide.md). */
export const ARTICLE = {
  slug: 'how-to-convert-images-to-pdf',
  title: 'How to Turn Photos and Scans into a PDF (Without Losing Quality)',
  summary: 'what happens to a JPEG, a PNG or an iPhone HEIC inside a PDF, which page size to pick, and why a rotated photo stays upright.',
};

export const copy: ToolCopy = {
  title: 'Convert JPG, PNG and HEIC Images to PDF Free',
  keywords: ['jpg to pdf', 'images to pdf', 'heic to pdf', 'png to pdf', 'photos to pdf'],
  intro: "Turn photos, scans and screenshots into a single PDF, one page per image, in the order you choose. JPEG photos go into the PDF byte for byte, without being re-compressed, and everything happens in your browser: your images are never uploaded.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'JPEGs Untouched'],
  tips: [
    "Photos from a phone often carry their rotation as a tag, not in the pixels. Each page is turned the way the tag says, so sideways photos come out upright.",
    "Choose 'Fit image' to keep every page exactly the shape of its photo, or A4 or Letter when the PDF will be printed.",
    "With A4 or Letter, 'Auto' orientation gives wide images a landscape page and tall ones a portrait page, so nothing ends up tiny.",
    "A JPEG is stored untouched, including its EXIF data (camera, date and any GPS location). Run the photos through Remove Image Metadata first if the PDF will be shared.",
    "Scanned a document as separate photos? Number them (01, 02, 03...) before adding them and they start out in page order.",
  ],
  steps: [
    { title: 'Add Your Images', text: "Drop JPG, PNG, HEIC, WebP, AVIF, GIF, BMP or TIFF files on the upload area, or click to choose them. Each one appears with a thumbnail and is checked right away." },
    { title: 'Put Them in Order', text: "Drag the images, or use their up and down arrows, until the list reads in page order. Remove any you do not want." },
    { title: 'Choose the Page Layout', text: "Pick the page size (fit image, A4 or Letter), the orientation and the margin around each image." },
    { title: 'Convert and Download', text: "Click Convert. The PDF is built on your device and downloads under the first image's name, for example IMG_0412.pdf." },
  ],
  benefits: [
    { title: 'No Quality Loss on JPEGs', text: "A JPEG photo is placed in the PDF as the very same bytes, not decoded and compressed again, so the page looks exactly like the photo and the PDF is about as big as the photos themselves." },
    { title: 'iPhone Photos Welcome', text: "HEIC photos open here in any browser, not only on Apple devices. They become high-quality JPEG images inside the PDF, which every PDF reader can show." },
    { title: 'Upright Every Time', text: "Rotation tags from phones and cameras are honoured, so no page comes out sideways or mirrored." },
    { title: 'Private by Design', text: "Passports, receipts, contracts and medical papers are turned into a PDF on your own device. Nothing is uploaded, and no account is needed." },
  ],
  useCases: [
    { title: 'Documents Photographed with a Phone', text: "Send a multi-page letter, a signed form or a set of receipts as one tidy PDF instead of a dozen loose photos." },
    { title: 'Applications and Forms', text: "Many portals accept only PDF. Turn a scanned ID, a diploma or a certificate photo into the file they ask for." },
    { title: 'Portfolios and Photo Sets', text: "Collect drawings, designs or holiday photos into one document that opens the same way everywhere." },
    { title: 'Screenshots for Reports', text: "Gather the screenshots of a bug report or a tutorial, in order, into a single PDF that is easy to attach." },
  ],
  faqs: [
    { question: 'Which image formats can I convert to PDF?', answer: "JPEG, PNG, HEIC and HEIF (from iPhones), WebP, AVIF, GIF, BMP and TIFF. An animated GIF gives one page with its first frame, and a multi-page TIFF gives its first image." },
    { question: 'Will my photos lose quality?', answer: "JPEGs do not lose anything: the original JPEG data is stored in the PDF unchanged. PNG, GIF, BMP, TIFF and lossless WebP images are stored losslessly. HEIC, AVIF and lossy WebP are formats most PDF readers cannot show, so they are converted to high-quality JPEG (quality 90) inside the PDF." },
    { question: 'What is the PDF called?', answer: "It takes the name of the first image in your list, with .pdf at the end: if IMG_0412.HEIC is first, you get IMG_0412.pdf. Reorder the list to change it, or rename the file afterwards." },
    { question: 'What do the page sizes mean?', answer: "'Fit image' makes each page exactly the size of its image at 96 pixels per inch (a 1200 × 1600 pixel image gives a 12.5 × 16.7 inch page), so pages can differ in size. A4 and US Letter give every page the same paper size, with the image scaled to fill the space inside the margin, centred and never stretched out of proportion." },
    { question: 'Why do some of my photos appear sideways in other apps but upright here?', answer: "Phones usually save the picture as the sensor saw it and add a tag saying how to turn it. This tool reads that EXIF orientation tag and turns the page accordingly, without touching the JPEG data." },
    { question: 'How many images can I add?', answer: "Up to 200 images per PDF, adding up to 150 MB. Everything is processed in your browser, so very large batches depend on your device's memory; if you need more, make several PDFs and join them with the PDF Merger." },
    { question: 'What happens to a file that is not a valid image?', answer: "It is marked in red in the list with the reason (empty, damaged, cut off, or not an image at all) and a message names it. The other images are not affected: remove the marked files with one click and convert the rest." },
    { question: 'Are my images uploaded?', answer: "No. The PDF is built by your browser, in a background worker on your device. Your images never leave your computer or phone." },
    { question: 'Is the location of my photos kept in the PDF?', answer: "For JPEGs, yes: the original file is stored untouched, and that includes any EXIF data such as GPS coordinates. If that matters, remove the metadata first with our Remove Image Metadata tool. HEIC, AVIF and WebP photos are re-encoded and carry no EXIF data in the PDF." },
  ],
};
