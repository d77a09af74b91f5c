import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compress JPG Online Free',
  keywords: ['compress jpg', 'compress jpeg', 'jpg compressor', 'reduce jpg size'],
  intro: "Make JPEG photos smaller with MozJPEG, an encoder built to squeeze more out of every JPEG. Choose a quality, compress, and download a progressive, optimised JPG that looks the same but takes up less space. Your photos are processed in your browser and never uploaded.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'MozJPEG Powered'],
  tips: [
    "The default quality of 75 is a sweet spot for most photos; try 80 to 85 for portraits or shots with fine texture.",
    "Re-compressing a JPG that's already heavily compressed gains little, so start from the best copy you have.",
    "When comparing, look closely at skies, edges and skin tones: that's where JPEG compression shows first.",
    "For screenshots, logos or images with transparency, use the PNG Compressor instead; JPG can't store transparency.",
    "Need to compress a batch of photos or convert them to WebP? Use the Image Compressor.",
  ],
  steps: [
    { title: 'Upload Your JPG', text: "Drag a JPG or JPEG photo onto the upload area or click to choose one, up to 50 MB." },
    { title: 'Choose a Quality', text: "Set the quality slider between 30 and 100 in steps of 5. Lower numbers mean smaller files." },
    { title: 'Compress JPG', text: "Click Compress JPG and MozJPEG re-encodes your photo right on your device." },
    { title: 'Download', text: "Check the new size, then click Download Compressed Image. You can also download the original again." },
  ],
  benefits: [
    { title: 'Smarter Encoder', text: "MozJPEG uses techniques such as trellis quantisation and optimised Huffman tables to make smaller JPEGs than standard encoders." },
    { title: 'Progressive Output', text: "Compressed photos are saved as progressive JPEGs, which show a full preview early while a web page is still loading." },
    { title: 'Works Everywhere', text: "The result is an ordinary JPG that opens in every browser, phone, photo app and editor." },
    { title: 'Private and Free', text: "Your photos never leave your device, and there's no account, watermark or limit on how many you compress." },
  ],
  useCases: [
    { title: 'Sharing Photos', text: "Send pictures by email or chat without hitting size limits or using up mobile data." },
    { title: 'Website Images', text: "Publish photos that load quickly on blogs, portfolios and online shops." },
    { title: 'Online Applications', text: "Get passport-style photos and document scans under the upload limit of forms and portals." },
    { title: 'Saving Storage', text: "Shrink big camera photos before backing them up to save space on your phone or cloud drive." },
  ],
  faqs: [
    { question: 'What is MozJPEG?', answer: "MozJPEG is an open-source JPEG encoder from Mozilla that produces smaller files than standard encoders at similar visual quality. The files it makes are ordinary JPEGs that open anywhere." },
    { question: 'How much smaller will my JPG get?', answer: "It depends on the photo and how it was saved. Photos straight from a camera or phone often shrink a lot, while images that were already compressed shrink less." },
    { question: 'Does compressing a JPG reduce quality?', answer: "JPEG compression is lossy, so some detail is discarded, but at quality 70 to 85 the difference is usually invisible at normal viewing sizes. Choose a higher setting when fine detail matters." },
    { question: 'What is the maximum file size?', answer: "You can compress JPG files up to 50 MB each." },
    { question: 'Can I compress PNG or WebP files here?', answer: "This page accepts JPG and JPEG files only. Use the PNG Compressor for PNGs, or the Image Compressor for other formats and batches." },
    { question: 'Are my photos uploaded?', answer: "No. MozJPEG runs inside your browser, so your photos are compressed on your own device and never sent anywhere." },
  ],
};
