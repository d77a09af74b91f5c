import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-open-zip-7z-rar-archives-safely',
  title: 'How to open ZIP, 7z and RAR files safely, without installing anything',
  text: 'What the archive formats are, what a password does and does not hide, and how zip bombs and zip-slip names are stopped:',
};

export const copy: ToolCopy = {
  title: 'Extract ZIP, 7z, RAR and TAR Files Online Free (Unzip in Your Browser)',
  keywords: ['unzip online', 'extract zip', 'open rar file', 'open 7z file', 'extract tar gz', 'unzip password protected zip'],
  intro:
    'Open ZIP, 7z, RAR, TAR, GZ, BZ2, XZ, ZST, ISO and CAB archives right in your browser, including password-protected ZIPs and archives split into parts. See every folder and file with its size and date, preview pictures, text, PDFs, audio and video inside the archive, then extract one file, a selection or everything. Nothing is uploaded.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'ZIP, 7z, RAR, TAR'],
  tips: [
    'For an archive split into parts (name.z01, name.z02 … name.zip, name.7z.001 …, name.part1.rar …), choose all the parts together, in any order.',
    'In Chrome and Edge on a computer, Extract to a Folder writes straight into a folder you pick and keeps the sub-folders, even for archives of many gigabytes.',
    'Use search to find one invoice among thousands of files, then Preview it or Save just that file.',
    'A wrong password is named as wrong, even when it passes the archive’s quick check: the file’s checksum decides, so you never get garbage.',
    'An archive inside an archive stays a file. Save it, then open it here again.',
    'Entries whose names would escape the folder (../, C:\\, /etc/) and links are shown but never written.',
  ],
  steps: [
    { title: 'Choose the Archive', text: 'Drop an archive on the page or click to pick it. For a split archive, choose all of its parts at once.' },
    { title: 'Look Inside', text: 'Folders and files appear with their sizes and dates. Search, tick what you need, or click Preview to see a file without extracting anything.' },
    { title: 'Enter the Password', text: 'If the ZIP is password-protected, type its password in the field. A wrong one is named, and you can type it again.' },
    { title: 'Extract', text: 'Extract to a folder you pick (folders kept), download each file, or download the chosen files as one ZIP.' },
  ],
  benefits: [
    { title: 'Nothing to Install', text: 'Works on locked-down work PCs, Chromebooks and phones where you cannot install 7-Zip or WinRAR.' },
    { title: 'Private by Design', text: 'The archive is read on your own device, in a background thread of this tab. No file and no password is uploaded.' },
    { title: 'Safe With Strange Archives', text: 'Zip bombs are refused before they expand, names that would escape the folder are skipped, and links are never followed.' },
    { title: 'Damaged Archives', text: 'A truncated or damaged archive gives you every file that is still whole, and names the ones that are not.' },
  ],
  useCases: [
    { title: 'Email Attachments', text: 'Open the ZIP a colleague sent on a computer where you cannot install anything.' },
    { title: 'Downloads From the Web', text: 'Look inside a .tar.gz, .7z or .rar before extracting it, and take only the files you need.' },
    { title: 'Photo and Document Bundles', text: 'Preview the photos or PDFs in a big ZIP and save just the ones you want.' },
    { title: 'Old Backups', text: 'Get what can still be read out of an old or partly damaged archive, with a list of what could not.' },
  ],
  faqs: [
    {
      question: 'Which archive formats can I open?',
      answer:
        'ZIP (stored, Deflate, Deflate64, bzip2 and LZMA, Zip64 and split ZIPs, names in UTF-8 or the old DOS code page), 7z (LZMA, LZMA2, PPMd, BZip2, solid and multi-volume), RAR 4 and RAR 5 (including multi-part), TAR with gzip, bzip2, xz or zstd around it, single .gz, .bz2, .xz and .zst files, ISO 9660 disc images and Microsoft CAB.',
    },
    {
      question: 'Can I open a password-protected archive?',
      answer:
        'Yes for ZIP: both the old ZipCrypto and WinZip AES-128/256 encryption. Type the password in the field; a wrong one is named and you can try again. Encrypted 7z and RAR archives cannot be opened here yet; 7-Zip on a computer opens them.',
    },
    {
      question: 'Are my files or my password uploaded?',
      answer: 'No. The archive is read and extracted entirely in your browser. Neither the files nor the password leave your device, and the password is not stored.',
    },
    {
      question: 'Is there a size limit?',
      answer:
        'ZIP archives are read straight from the file, so even archives of several gigabytes list in a moment, and Extract to a Folder writes each file to disk as it comes out. Other formats are read into the tab’s memory, so for those a few hundred megabytes is a practical limit on a phone.',
    },
    {
      question: 'What happens with a zip bomb or a malicious archive?',
      answer:
        'An archive that claims to expand more than a thousand times its size, or whose entries overlap (the trick behind the worst zip bombs), is refused before anything is expanded. Names with “..”, absolute paths, drive letters or Windows device names are never written outside the folder you chose, and symbolic links are listed but never followed.',
    },
    {
      question: 'What if the archive is damaged?',
      answer:
        'Every file whose checksum is right is extracted, and the page lists the files that could not be read. Nothing half-written or corrupted is handed to you as if it were fine.',
    },
    {
      question: 'Why do I get one ZIP instead of a folder?',
      answer:
        'Writing into a folder needs the File System Access API, which Chrome and Edge have on computers. Other browsers save the files you chose as one ZIP (folders kept inside) or as separate downloads, whichever you pick.',
    },
  ],
  about: {
    title: 'About Archive Formats',
    paragraphs: [
      'An archive packs many files and folders into one file, usually compressed. ZIP is the most common and is built into Windows and macOS; 7z and RAR compress harder and are popular for big downloads; TAR, wrapped in gzip, bzip2, xz or zstd, is the norm on Linux and for source code.',
      'Filesmith reads them all in your browser: ZIP with a streaming reader that checks every file’s CRC-32 (and the AES authentication code of encrypted ones), the other formats with libarchive, the library behind bsdtar, compiled to WebAssembly and loaded from this site only when you open one.',
    ],
  },
};
