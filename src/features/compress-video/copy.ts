import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compress Video Online Free',
  keywords: ['compress video', 'video compressor', 'reduce video size', 'mp4 compressor'],
  intro: "Compress videos up to 4GB without uploading them anywhere. Filesmith re-encodes your clip to MP4 (H.264) or WebM (VP9) with your browser's built-in WebCodecs, using your device's hardware encoder where one is available. Lower the resolution, trim the parts you don't need, drop the audio, or let the email preset fit your video under 25 MB.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Up to 4GB'],
  tips: [
    "Lowering the resolution is the quickest route to a smaller file: 720p still looks good on phones and laptops.",
    "Choose MP4 (H.264) for the widest compatibility with phones, TVs and editing apps; choose WebM (VP9) for websites and smaller files at similar quality.",
    "Trim off the start and end you don't need before compressing: every second you cut is data you don't have to encode or send.",
    "Remove the audio from screen recordings, background loops and silent product demos to save extra space.",
    "Sending by email? Use the fit-under-25MB preset and the settings are chosen for you.",
    "For long videos, keep the tab open and your laptop plugged in, because the encoding runs on your own device.",
  ],
  steps: [
    { title: 'Add Your Video', text: "Drag a video onto the upload area or click to choose one, up to 4GB. A preview shows its length." },
    { title: 'Choose Format and Settings', text: "Pick MP4 or WebM, a resolution from Original down to 360p and a quality from 30 to 100. Optionally trim the clip, remove the audio or use the email preset." },
    { title: 'Compress', text: "Start the compression and follow the progress bar while your device encodes the video." },
    { title: 'Download', text: "Compare the original and compressed sizes, then click Download Compressed Video." },
  ],
  benefits: [
    { title: 'No Upload Wait', text: "Big videos never travel to a server and back, so you skip the upload and download time entirely." },
    { title: 'Fast Encoding', text: "WebCodecs taps into your device's video encoder, often with hardware acceleration, so compression can run faster than real time." },
    { title: 'Everything in One Place', text: "Resize, trim, remove audio and target an email-friendly size without installing video software." },
    { title: 'Private by Design', text: "Family clips, meetings and confidential recordings stay on your device from start to finish." },
  ],
  useCases: [
    { title: 'Email and Messaging', text: "Fit clips under attachment limits or make them quicker to send over chat apps." },
    { title: 'Social Media', text: "Prepare videos that upload quickly and meet the size limits of social platforms." },
    { title: 'Phone Storage', text: "Shrink long 4K or 1080p recordings so they take up far less space on your phone or in the cloud." },
    { title: 'Screen Recordings and Demos', text: "Turn bulky screen captures into small files for tutorials, bug reports and presentations." },
  ],
  faqs: [
    { question: 'How large a video can I compress?', answer: "Up to 4GB. Longer and higher-resolution videos take more time, especially on older or slower devices." },
    { question: 'Which formats can I upload, and what do I get back?', answer: "You can upload common videos your browser can read, such as MP4, MOV and WebM files. You get back an MP4 (H.264) or WebM (VP9) file, whichever you choose." },
    { question: 'Should I choose MP4 or WebM?', answer: "MP4 with H.264 plays almost everywhere, including phones, TVs and editing software. WebM with VP9 is often smaller at the same quality and plays in all modern browsers, so it suits websites well." },
    { question: 'How do the size presets work?', answer: "'Fit under 25 MB for email' and 'Fit under 10 MB for chat' choose the bitrate and resolution for you from your video's length, and show the expected size before you start. If a video is too long to fit at a watchable quality, the page says so and tells you how long a clip can fit, so you can trim it." },
    { question: 'Can I keep the sound?', answer: "Yes. Audio is kept unless you turn on Remove audio." },
    { question: 'Does it work in every browser?', answer: "Yes. Browsers with WebCodecs (recent Chrome, Edge, Firefox and Safari) re-encode the file directly, usually faster than real time. Older browsers fall back to recording the video as it plays, which takes as long as the video itself and always produces WebM. The page tells you which method it used." },
    { question: 'Is my video uploaded?', answer: "No. Your video is read and encoded inside your browser and never leaves your device." },
  ],
};
