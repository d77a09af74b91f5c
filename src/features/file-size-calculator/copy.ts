import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compression Savings Calculator',
  keywords: ['file size calculator', 'compression calculator', 'estimate compressed size'],
  intro: "Wondering how small a file could get before you compress it? Enter the size of an image, PDF or video, choose a quality level, and the calculator estimates the compressed size, the space you'd save and whether the result should fit in an email. The figures are estimates based on typical results, not guarantees.",
  badges: ['100% Free', 'No Upload', 'Instant Estimates', 'Image, PDF & Video'],
  tips: [
    "Treat the numbers as a guide: real results depend on what's in the file, how it was saved before, and the settings you use.",
    "Try a few quality levels to see how the estimate changes before you decide how hard to compress.",
    "Files that are already compressed, such as photos downloaded from social media or optimised PDFs, usually shrink less than the estimate.",
    "Scanned and photo-heavy PDFs tend to shrink far more than PDFs that are mostly text.",
    "Pick KB, MB or GB to match the size your file manager shows, so you don't have to convert units yourself.",
    "Happy with the estimate? Open the matching compressor to get the real result, privately in your browser.",
  ],
  steps: [
    { title: 'Enter the File Size', text: "Type the size of your file and choose KB, MB or GB." },
    { title: 'Choose the File Type', text: "Select image, PDF or video, since each compresses differently." },
    { title: 'Set the Quality Level', text: "Move the slider between 50 and 95 to match the setting you plan to use." },
    { title: 'Read the Estimate', text: "See the estimated compressed size, the space saved and the email and upload hints. The result updates as you change the inputs." },
  ],
  benefits: [
    { title: 'Plan Ahead', text: "Know roughly what to expect before spending time compressing large files." },
    { title: 'Email Check', text: "See at a glance whether the compressed file is likely to fit under a 25 MB attachment limit." },
    { title: 'Nothing to Upload', text: "You only type in a number, so your file is never opened, let alone uploaded." },
  ],
  useCases: [
    { title: 'Email Attachments', text: "Check whether a video or PDF is likely to fit in an email once it's compressed." },
    { title: 'Website Performance', text: "Estimate how much lighter your images could make a page before optimising them." },
    { title: 'Storage Planning', text: "Work out roughly how much space compressing a batch of files could free up." },
    { title: 'Upload Limits', text: "Judge whether a file can get under a form's or portal's size cap." },
  ],
  faqs: [
    { question: 'How accurate are the estimates?', answer: "They're based on typical compression ratios for each file type, so treat them as a ballpark figure. Your actual result may be bigger or smaller depending on what's in the file." },
    { question: 'Which file types can I estimate?', answer: "Images, PDFs and videos. Pick the type that matches your file, because each one compresses differently." },
    { question: 'Do I need to upload my file?', answer: "No. You only enter the file's size, so nothing is uploaded or even opened." },
    { question: "What does 'Under email limit' mean?", answer: "It means the estimated compressed size is below 25 MB, a common attachment limit used by services such as Gmail. Some providers allow less, so check yours if you're close." },
    { question: 'How is the upload time improvement worked out?', answer: "It follows the percentage saved: a file that's 40% smaller takes roughly 40% less time to upload on the same connection." },
    { question: 'Why might my real file shrink less than estimated?', answer: "Files that were already compressed, or that contain lots of fine detail or motion, have less room to shrink. Running the real compressor is the only way to know for sure." },
  ],
};
