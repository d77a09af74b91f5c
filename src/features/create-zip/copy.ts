import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Create ZIP Archives Online Free',
  keywords: ['create zip', 'zip files', 'zip creator', 'compress files to zip'],
  intro: "Bundle files and whole folders into a single ZIP archive, right in your browser. Choose a compression level from 1 to 9, keep your folder structure, and download a standard ZIP that opens on Windows, macOS, Linux, Android and iOS without extra software. Nothing is uploaded.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Files and Folders'],
  tips: [
    "Level 5, the default, balances speed and size. Slide to 9 for the smallest archive, or to 1 when you want the ZIP fast.",
    "Text, CSV, code and office documents compress well. JPG photos, MP4 videos and existing ZIPs are already compressed, so they're stored as they are instead of being squeezed again.",
    "Drop a whole folder to keep its sub-folders inside the ZIP, so whoever opens it sees the same structure you have.",
    "File names with accents, emoji or non-Latin scripts are saved as UTF-8, so they show correctly when unzipped.",
    "Tick Protect with a password to encrypt the files with AES-256. Send the password by another channel than the ZIP, and remember that the file names stay readable.",
    "Check the file list before creating the archive and use the remove button on anything you added by mistake.",
  ],
  steps: [
    { title: 'Add Your Files', text: "Drag and drop files or folders onto the drop zone, or click Browse Files to pick them. They appear in the list with their sizes." },
    { title: 'Configure Settings', text: "Set the Compression Level from 1 (Faster, Less Compression) to 9 (Smaller, More Compression). The default of 5 suits most jobs." },
    { title: 'Create and Download', text: "Click Create ZIP Archive, wait a moment while it's built on your device, then click Download ZIP Archive." },
  ],
  benefits: [
    { title: 'One File to Share', text: "Send a single tidy attachment or link instead of dozens of separate files." },
    { title: 'Control Over Size', text: "Pick a compression level to favour speed or the smallest possible archive." },
    { title: 'Structure Preserved', text: "Folders and sub-folders are kept, and names are stored in UTF-8 so they survive on any operating system." },
    { title: 'Private by Design', text: "Your files are zipped on your own device and never uploaded to a server." },
  ],
  useCases: [
    { title: 'Email Attachments', text: "Send many documents as one attachment, often smaller than the files on their own." },
    { title: 'Project Hand-offs', text: "Package source code, design files or a website folder with its structure intact." },
    { title: 'Backups and Archives', text: "Gather finished projects, old documents or exported data into one archive for safekeeping." },
    { title: 'Assignments and Submissions', text: "Zip up coursework, portfolios or application documents for portals that accept a single file." },
  ],
  faqs: [
    { question: 'Is there a size limit?', answer: "A ZIP made here can be up to 4 GB in total and hold up to 65,535 files, the limits of the standard ZIP format; if you go over, you're told before anything starts, so you can split the files into two archives. Very large archives are streamed straight to a file you choose where your browser allows it." },
    { question: 'Which compression level should I use?', answer: "Level 5 is a good balance for most files. Use 9 when the smallest archive matters, for example before emailing, and 1 when you want it created as fast as possible." },
    { question: 'How much smaller will my files get?', answer: "It depends on the file type. Text, spreadsheets and code often shrink by 50 to 90%, while photos, videos and other already-compressed files barely shrink, so they're stored without recompression." },
    { question: 'Can I add folders?', answer: "Yes. Drop a folder and its files and sub-folders are added with their paths, so the structure is kept inside the ZIP." },
    { question: 'Can I password-protect the ZIP?', answer: "Yes. Tick Protect with a password and type one: every file is encrypted with AES-256 in the WinZip format, which 7-Zip, WinZip, WinRAR, Windows 11 File Explorer and macOS Archive Utility open. The classic unzip command on Linux cannot read AES (use 7z x instead). ZIP encrypts the contents only: the file names stay visible to anyone who has the archive." },
    { question: 'Will the ZIP open on other computers and phones?', answer: "Yes. It's a standard ZIP file that Windows, macOS and most Linux desktops open without extra software, as do the Files apps on iPhone and Android." },
    { question: 'Are my files uploaded?', answer: "No. The ZIP is created entirely in your browser, and your files never leave your device." },
  ],
  about: {
    title: 'About ZIP Archives',
    paragraphs: [
      "ZIP is the most widely supported archive format in the world. A ZIP file packs many files and folders into one and compresses each file with the DEFLATE algorithm, so the whole bundle is easier to send and often takes less space. Windows, macOS and most Linux desktops can open ZIP files without installing anything.",
      "Filesmith's ZIP Creator builds the archive entirely in your browser. It streams your files into the archive instead of uploading them, stores already-compressed files such as JPGs and MP4s as they are to save time, and writes file names in UTF-8 so they read correctly on any system. Nothing you add ever leaves your device.",
    ],
  },
};
