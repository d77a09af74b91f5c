import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-make-a-scanned-pdf-searchable',
  title: 'How to make a scanned PDF searchable with OCR, without uploading it',
  text: 'How OCR reads a scan, why the page still looks the same, and how to get the best results:',
};

export const copy: ToolCopy = {
  title: 'OCR PDF Online Free: Make Scanned PDFs Searchable, No Upload',
  keywords: ['ocr pdf', 'make pdf searchable', 'searchable pdf', 'scanned pdf to text', 'pdf ocr offline'],
  intro:
    'Turn a scanned PDF into one you can search, select and copy. Text is recognised on your own device with Tesseract and laid invisibly over each page, word by word, so the page looks exactly as before. Nothing is uploaded: the OCR engine and language files come from this site and run in your browser.',
  badges: ['100% Free', 'No Upload', 'Works Offline', '15 Languages'],
  tips: [
    'Choose the language of the document: the right language model finds more words than English reading French.',
    'Scans at 200 to 300 dpi read best. Phone photos work too when the page fills the picture and the light is even.',
    'Pages that already have text are left alone, so a mixed PDF keeps its real text; tick "Read pages that already have text" to read them anyway.',
    'Tables of numbers are the hardest part for any OCR: check the figures you copy from them.',
    'After the first use the engine and the languages you chose are kept by your browser, so OCR also works offline.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a scanned PDF on the page or click to pick one.' },
    { title: 'Pick the Languages', text: 'Tick the languages of the text (up to four). Each says how much it downloads the first time.' },
    { title: 'Make It Searchable', text: 'Pages are drawn, read and released one at a time; you see each page as it is read, and Cancel stops at once.' },
    { title: 'Download', text: 'Save the searchable PDF, and the text as a .txt file if you asked for it.' },
  ],
  benefits: [
    { title: 'Looks Exactly the Same', text: 'The scan is not touched or re-compressed: only an invisible text layer is added, a few kilobytes per page.' },
    { title: 'Private by Design', text: 'Contracts, medical letters and bank statements are read on your device. No server sees them, and no CDN is called.' },
    { title: 'Straightens Before Reading', text: 'Slightly crooked scans are straightened before recognition, and pages scanned sideways or upside down are found and read turned upright, so lines and words come out in reading order.' },
    { title: 'Columns Stay Apart', text: 'The page layout is analysed first, so two-column articles are read column by column, not across.' },
  ],
  useCases: [
    { title: 'Find It Again', text: 'Search an archive of scanned letters, invoices or receipts for a name, a number or a date.' },
    { title: 'Copy a Quote', text: 'Select and copy a paragraph from a scanned book chapter or article instead of typing it.' },
    { title: 'Accessible Documents', text: 'Screen readers can read a searchable PDF aloud; a picture of text they cannot.' },
    { title: 'Offline and Air-Gapped', text: 'Once loaded, OCR runs without a network, for sensitive files on a machine that stays offline.' },
  ],
  faqs: [
    { question: 'What does "make PDF searchable" do?', answer: 'A scanned PDF is a picture of each page. OCR (optical character recognition) reads the words in the picture and adds them as invisible text on top, in the same place. Your PDF reader can then search, select and copy them, while the page looks exactly as before.' },
    { question: 'Is my PDF uploaded?', answer: 'No. The pages are drawn and read in your browser, on your device. The OCR engine (Tesseract, compiled to WebAssembly) and its language files are downloaded from this site the first time you use them, never from a third party, and nothing you read is sent anywhere.' },
    { question: 'Which languages can it read?', answer: 'English, Spanish, French, German, Portuguese, Italian, Dutch, Polish, Turkish, Ukrainian, Chinese (simplified), Japanese, Korean, Arabic and Hindi. Choose up to four at once for a mixed document; each language is downloaded once, about 0.7 to 3 MB.' },
    { question: 'Will the pages look different?', answer: 'No. The original page images stay as they are, byte for byte. The added text is invisible (PDF text render mode 3), so it changes nothing you see or print.' },
    { question: 'What about pages that already have text?', answer: 'They are left alone, so a PDF mixing real text and scans keeps its real text. If a page has bad OCR text from another program, tick "Read pages that already have text" to read it again: its old invisible text is replaced by the new reading, and visible text is never removed.' },
    { question: 'How long does it take?', answer: 'A few seconds per page on a recent computer, longer on a phone. Pages are read in parallel, one per processor core, and you can cancel at any time.' },
    { question: 'How accurate is it?', answer: 'On clean scans at 300 dpi nearly every word is right. Blurry phone photos, unusual fonts, handwriting and tables of numbers are harder; the result names pages where little or no text was found so you can check them.' },
    { question: 'Does it work offline?', answer: 'Yes, after one use: your browser keeps the engine and the languages you chose, so the next time it works with the network off.' },
  ],
};
