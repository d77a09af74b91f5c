import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compress Images Online Free',
  keywords: ['compress image', 'image compressor', 'reduce image size', 'optimize images'],
  intro: "Shrink photos and graphics in seconds without uploading them. Drop in one image or a whole batch of JPG, PNG, WebP or AVIF files, set the quality, pick an output format and compare before and after side by side. Everything runs in your browser, so your pictures never leave your device.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Batch Mode'],
  tips: [
    "A quality between 75 and 85 usually gives a big saving with no difference you can see on screen.",
    "Convert to WebP or AVIF for the smallest files on websites; all current major browsers display both formats.",
    "Keep PNG for logos, screenshots and images with transparency, and use JPG for photos without transparency.",
    "Set a maximum size target when a website or form has a strict upload limit, and the compressor will aim to get each image under it.",
    "Add a whole batch at once and use Download all as ZIP to save every compressed image in one go.",
    "Zoom in on faces, text and fine detail in the side-by-side preview before you download.",
  ],
  steps: [
    { title: 'Add Your Images', text: "Drag and drop one or more images or a whole folder, click to browse, or paste an image with Ctrl+V. Each image can be up to 100 MB." },
    { title: 'Set Quality and Format', text: "Move the quality slider (30 to 100) and choose Same, JPG, PNG, WebP or AVIF. Optionally set a largest width or height, a scale or a maximum file size. Your settings are remembered on this device." },
    { title: 'Compress and Compare', text: "Compress your images and check the saving on each image's card; click a card to compare before and after." },
    { title: 'Download', text: "Download images one at a time, or click Download all as ZIP to save the whole batch." },
  ],
  benefits: [
    { title: 'Many Images at Once', text: "Compress a whole folder's worth of photos in one batch instead of handling them one by one." },
    { title: 'Modern Formats', text: "Convert to WebP or AVIF while you compress, often saving far more than re-saving as JPG or PNG." },
    { title: 'See Before You Save', text: "Side-by-side previews and the KB saved for each image let you judge quality before downloading." },
    { title: 'Stays on Your Device', text: "Images are processed in your browser and never uploaded, so private photos stay private." },
  ],
  useCases: [
    { title: 'Faster Websites', text: "Lighter images load faster, improve Core Web Vitals and use less of your visitors' mobile data." },
    { title: 'Online Shops and Blogs', text: "Prepare product photos and article images that look sharp without slowing your pages down." },
    { title: 'Email and Messaging', text: "Send a set of holiday photos without hitting attachment limits or waiting for a slow upload." },
    { title: 'Upload Limits', text: "Get profile pictures and document photos under the size cap of forms and portals." },
  ],
  faqs: [
    { question: 'Which image formats can I compress?', answer: "You can compress JPG, PNG, WebP and AVIF images, and save them in the same format or convert them to JPG, PNG, WebP or AVIF. iPhone HEIC/HEIF photos are read too; with 'Same' they come out as JPG, since HEIC is an input only here." },
    { question: 'What quality setting should I use?', answer: "For most photos, 75 to 85 looks identical on screen while cutting the size a lot. Go lower for thumbnails, and use 90 or above when you need near-perfect detail." },
    { question: 'Can I compress several images at once?', answer: "Yes. Add as many images as you like, compress them together, and download them individually or all at once as a ZIP file." },
    { question: 'Can I resize images while compressing?', answer: "Yes. Set a largest width or height in pixels, or a scale in percent, and every image is resized with a high-quality filter before it is compressed. The proportions are kept and images are never enlarged." },
    { question: 'What does the maximum size target do?', answer: "When you set a target such as 200 KB, the compressor adjusts its settings to try to get each image under that size. Very large or detailed images may not reach very small targets without visible loss." },
    { question: 'Are my images uploaded to a server?', answer: "No. Compression happens in your browser, so your images never leave your device and nobody else can see them." },
    { question: 'Is there a file size limit?', answer: "Each image can be up to 100 MB. Large images take a little longer because all the work is done by your own device." },
  ],
};
