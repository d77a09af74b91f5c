import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Remove Image Metadata (EXIF, GPS) Online Free',
  keywords: ['remove exif', 'remove metadata', 'strip gps from photo', 'exif remover'],
  intro: "Every photo you take can carry hidden details: where it was taken, when, and on which device. This tool strips EXIF, GPS location, XMP and IPTC data from your JPEG, PNG and WebP images without re-encoding them, so the picture itself stays exactly the same. Clean one photo or a whole batch, privately in your browser.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Bulk Removal'],
  tips: [
    "Clean phone photos before posting them on forums, marketplaces or dating sites: they often contain the exact GPS location where they were taken.",
    "Turn on the sensitive-fields toggle to highlight GPS coordinates, people and face regions found in your images.",
    "Use Remove All to clean a whole batch, or tick a few images and use Remove Selected; several files download together as one ZIP.",
    "JPEG, PNG and WebP files are cleaned without re-encoding, so there's no quality loss, even if you clean the same photo twice.",
    "Photos stay the right way up after cleaning, so you won't need to rotate anything afterwards.",
    "Cleaned files are saved with a clean_ prefix, so you can tell them apart from your originals.",
  ],
  steps: [
    { title: 'Upload Image', text: "Drag and drop one or more images onto Upload Images, or click to choose them. On a phone you can take a photo directly." },
    { title: 'Remove Metadata', text: "Review what each image reveals, then click Remove All, or select some images and click Remove Selected." },
    { title: 'Download Clean Image', text: "Download a single clean image, or get several at once in a ZIP file." },
  ],
  benefits: [
    { title: 'Privacy Protection', text: "Remove GPS coordinates that could reveal your home, workplace or daily routine." },
    { title: 'Image Quality', text: "Metadata is cut out of JPEG, PNG and WebP files without re-compressing them, so every pixel stays identical." },
    { title: 'Identity Protection', text: "Strip camera serial numbers, author names and tagged people that could link a photo back to you." },
    { title: 'Bulk Processing', text: "Clean a whole album in one go and download the results as a single ZIP." },
  ],
  useCases: [
    { title: 'Selling Online', text: "Share photos of items on marketplaces without revealing where you live." },
    { title: 'Social Media and Forums', text: "Post pictures knowing that location, device and date details won't travel with them." },
    { title: 'Journalism and Activism', text: "Protect sources and yourself by removing identifying details before publishing images." },
    { title: 'Client and Web Work', text: "Deliver images and publish them on websites without leftover camera data or editing history." },
  ],
  faqs: [
    { question: 'What metadata does this tool remove?', answer: "It removes EXIF data (camera, settings and dates), GPS location, and XMP and IPTC data such as captions, keywords, author names and copyright notices." },
    { question: 'Does removing metadata reduce image quality?', answer: "No. For JPEG, PNG, WebP and AVIF the metadata is removed without re-encoding the image, so the picture stays pixel-for-pixel identical. Only the optional 'Also remove colour profile and bake in rotation' redraws the image, saving JPEGs at maximum quality." },
    { question: 'Will my photos end up rotated the wrong way?', answer: "No. Orientation is kept, so photos taken sideways or upside down still display the right way up after cleaning." },
    { question: 'Can I clean many images at once?', answer: "Yes. Add as many images as you like, remove metadata from all of them or just the ones you select, and download several files together as a ZIP." },
    { question: 'Which formats are supported?', answer: "JPEG, PNG and WebP are cleaned without re-encoding, which covers most photos and screenshots you'll share online. Other image types your browser can open (such as GIF, BMP or AVIF) are redrawn into a clean copy; types a browser cannot write come back as PNG. iPhone HEIC/HEIF photos come back as JPEG and TIFF images as PNG, with no metadata at all, because we read those formats but don't write them. An animated GIF is redrawn as a still PNG of its first frame, and the page says so; animated WebP and PNG files are cleaned losslessly with every frame. A damaged file (no image data, or far less than its size needs) is refused with what is wrong, rather than handed back still broken." },
    { question: "Don't social networks remove metadata anyway?", answer: "Many large platforms strip some metadata, but not all of them do, and email, cloud links, forums and chat apps that send files as documents often keep it. Removing it yourself is the only way to be sure." },
    { question: 'Are my photos uploaded?', answer: "No. Your images are cleaned inside your browser and never leave your device." },
  ],
  about: {
    title: 'What is Metadata?',
    paragraphs: [
      "Metadata is information stored inside an image file alongside the picture itself. EXIF records technical details such as the camera or phone model, lens, exposure settings and the date and time the photo was taken, and its GPS tags can pin down the exact spot where you stood. XMP and IPTC are standards used by editing apps, photographers and news agencies to store captions, keywords, author names, copyright notices and editing history.",
      "You rarely see this data, but anyone who gets a copy of your photo can read it with free tools. A picture of something you're selling can reveal your home address, a series of photos can reveal your routine, and author or device details can tie an anonymous post back to you. Removing metadata before you share keeps the picture and drops the hidden details, so you decide what others learn about you.",
    ],
  },
};
