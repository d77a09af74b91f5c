import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Free QR Code Generator',
  keywords: ['qr code generator', 'create qr code', 'wifi qr code', 'free qr code'],
  intro: "Create a QR code for a website, a message, an email address, a phone number or your Wi-Fi network in seconds. Choose an error-correction level, preview the code, and download it as a PNG for screens or an SVG that stays sharp in print at any size. Codes are generated in your browser and never expire.",
  badges: ['100% Free', 'Privacy First', 'Never Expires', 'PNG & SVG'],
  tips: [
    "Keep content short: under 300 characters gives a simpler code that scans quickly, even from a distance.",
    "Download SVG for posters, flyers and packaging, since it stays sharp at any size. Use PNG for screens, documents and social posts.",
    "Choose error-correction level Q or H for codes printed on curved, glossy or outdoor surfaces that may get scuffed.",
    "Test your code with a couple of different phones before printing a large run.",
    "Print codes at least about 2 x 2 cm (0.8 x 0.8 in) and leave a white margin around them.",
    "For Wi-Fi codes, double-check the network name and password: both are case-sensitive.",
  ],
  steps: [
    { title: 'Choose a Type', text: "Pick Plain Text, URL/Website, Email, Phone Number or Wi-Fi." },
    { title: 'Enter Your Content', text: "Type or paste your text, link, address, number or network details. Links get https:// added if you leave it out." },
    { title: 'Generate', text: "Choose an error-correction level if you like, then click Generate to see your QR code." },
    { title: 'Download', text: "Save the code as a PNG or an SVG and test it with your phone's camera." },
  ],
  benefits: [
    { title: 'Works with Any Phone', text: "Standard QR codes scan with the built-in camera on iPhone and Android, no app required." },
    { title: 'Print-Ready SVG', text: "Vector output stays crisp on anything from a business card to a banner." },
    { title: 'No Expiry, No Tracking', text: "Your content is stored in the code itself, not behind a redirect link that could stop working." },
    { title: 'Private by Design', text: "Codes are made in your browser, so your links and Wi-Fi passwords aren't sent anywhere." },
  ],
  useCases: [
    { title: 'Guest Wi-Fi', text: "Let visitors join your home or café network with one scan instead of typing a password." },
    { title: 'Menus, Posters and Flyers', text: "Link printed material to your website, menu, booking page or survey." },
    { title: 'Business Cards', text: "Add a code that opens your website, starts an email or dials your number." },
    { title: 'Events and Packaging', text: "Point guests and customers to schedules, instructions or product pages." },
  ],
  faqs: [
    { question: 'How much data can a QR code hold?', answer: "Up to 4,296 alphanumeric characters at the lowest error-correction level, but codes that dense are hard to scan. For reliable scanning, keep your content under 300 characters." },
    { question: 'What does error correction do?', answer: "It adds redundant data so the code still scans if part of it is dirty or covered. Level L can recover about 7% of the code, M about 15%, Q about 25% and H about 30%, and higher levels make denser codes." },
    { question: 'Should I download PNG or SVG?', answer: "PNG is a ready-to-use image for websites, documents and messages. SVG is a vector file that stays perfectly sharp at any size, which makes it the best choice for print." },
    { question: 'Do these QR codes expire?', answer: "No. The content is stored directly in the code rather than behind a redirect, so it keeps working for as long as the content itself, such as your website, exists." },
    { question: 'How does a Wi-Fi QR code work?', answer: "It stores your network details in the standard Wi-Fi format. When someone scans it with an iPhone or Android camera, the phone offers to join the network." },
    { question: 'Is my information sent anywhere?', answer: "No. QR codes are generated in your browser, so the text, links and passwords you enter stay on your device." },
  ],
};
