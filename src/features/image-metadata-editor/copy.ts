import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Image Metadata Editor: View and Edit EXIF',
  keywords: ['exif editor', 'edit image metadata', 'metadata editor', 'change photo date'],
  intro: "See what's really stored inside your photos, and change it. Upload a JPEG, PNG or WebP image to read its title, description, keywords, author, copyright, camera details, exposure settings and GPS location, edit any of them, and download a copy with your changes written into the file. It all happens in your browser.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'JPG, PNG & WebP'],
  tips: [
    "Add your name and a copyright notice before sharing your work online, so the credit travels with the file.",
    "Write a clear title, description and keywords to make photos easier to find in photo libraries and on stock sites.",
    "Click Edit Metadata to change fields, then Save Changes before downloading; Cancel throws your edits away.",
    "Correct a wrong GPS location here. To strip location and all other metadata in one go, use Remove Image Metadata instead.",
    "File size, type and last-modified date come from the file itself, so they're shown for reference and can't be edited.",
    "The downloaded copy has an edited_ prefix, so your original file stays exactly as it was.",
  ],
  steps: [
    { title: 'Upload Image', text: "Choose a JPEG, PNG or WebP image. A preview appears and its metadata is read straight from the file." },
    { title: 'Review the Metadata', text: "Check the Image Metadata card to see the title, author, camera, exposure and GPS details stored in the photo." },
    { title: 'Edit and Save', text: "Click Edit Metadata, change the fields you want, then click Save Changes." },
    { title: 'Download', text: "Click Download Image with Metadata to save a copy with your edits written into the file." },
  ],
  benefits: [
    { title: 'See Hidden Details', text: "Find out what camera, settings and location data your photos are quietly sharing." },
    { title: 'Credit Your Work', text: "Embed your name and copyright so ownership is recorded inside the image itself." },
    { title: 'Better Organisation', text: "Titles, descriptions and keywords help photo apps and search tools sort and find your images." },
    { title: 'Private by Design', text: "Your image is read and edited in your browser and never uploaded." },
  ],
  useCases: [
    { title: 'Photographers', text: "Add author and copyright details to a photo before sending it to clients or posting it online." },
    { title: 'Stock and Web Images', text: "Fill in titles, descriptions and keywords before uploading to stock libraries or your website." },
    { title: 'Fixing Locations', text: "Correct or add GPS coordinates for photos taken with location services turned off." },
    { title: 'Family Archives', text: "Give scanned and old photos titles and descriptions so the story stays with the picture." },
  ],
  faqs: [
    { question: 'Which fields can I edit?', answer: "File name, title, description, keywords, author, copyright, camera make and model, ISO, exposure time, f-number, focal length, and GPS latitude and longitude. File size, type and last-modified date are shown for reference only." },
    { question: 'Are my changes saved into the image?', answer: "Yes. When you download, your edits are written into the image file's metadata, so other apps that read metadata will see them." },
    { question: 'Which image formats are supported?', answer: "You can read and edit metadata in JPEG, PNG and WebP images. iPhone HEIC/HEIF photos can be read (camera, date, GPS and more), but edits are written into JPEG, PNG and WebP only." },
    { question: 'Does editing metadata change image quality?', answer: "No. Only the metadata inside the file changes; the picture itself isn't re-compressed." },
    { question: 'Why is some metadata missing from my photo?', answer: "Many apps and social networks strip metadata when saving or sharing, and screenshots usually carry very little. You can fill in the empty fields yourself." },
    { question: 'Is my image uploaded?', answer: "No. The image is read, edited and saved entirely in your browser, so it never leaves your device." },
  ],
};
