/**
 * Is this JPEG/PNG/WebP whole enough to clean or edit? Removal and edits copy the image data byte
 * for byte without decoding it, so a broken file would come back as a "clean" file that still does
 * not open. These checks read only the headers and sizes (cheap, no decode) and name what is wrong:
 * a missing or impossible header, no image data, or far less data than the declared size needs
 * (the 186-byte JPEG that claims 65535 x 65535 pixels). Damage inside the compressed data (a bad
 * checksum, a cut-off last scan) is left alone: such files still open, partly, in every viewer.
 */
import { isSof } from '../jpeg';
import { ascii, FormatError, u16be, u32be, u32le } from './bytes';
import { hasPngSignature } from '../../lib/fileType';
import type { LosslessFormat } from './imageFormat';

/** A file the metadata tools will not touch; the message says why, for the user. */
export class DamagedImageError extends Error {
  // The name the pages already treat as "a problem with the user's file" (as the image engine's errors).
  override name = 'ImageInputError';
}

/** Deflate cannot pack more than about 1032 bytes into one (RFC 1951's longest match, 258, per 2 bits). */
const DEFLATE_MAX_RATIO = 1032;

/** Every 8x8 block of a JPEG scan costs at least one bit (its DC code); half of that is a safe floor. */
const JPEG_BITS_PER_BLOCK = 0.5;

export function checkStructure(bytes: Uint8Array, format: LosslessFormat): void {
  const problem = format === 'png' ? pngProblem(bytes) : format === 'jpeg' ? jpegProblem(bytes) : webpProblem(bytes);
  if (problem) throw new DamagedImageError(problem);
}

/**
 * A PNG whose 8-byte signature is damaged (line endings converted by a text-mode transfer, a bit
 * flipped): no format matches it, but it must be refused with words rather than sent to the canvas.
 */
export function damagedSignatureProblem(b: Uint8Array): string | null {
  const looksPng = ascii(b, 1, 3) === 'PNG' || (ascii(b, 12, 4) === 'IHDR' && b.length > 16);
  if (!looksPng || hasPngSignature(b)) return null;
  return 'This PNG file is damaged: its first bytes (the PNG signature) were changed, as happens when a file is copied as text.';
}

const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngProblem(b: Uint8Array): string | null {
  let at = 8; // after the signature
  const types: string[] = [];
  let idatBytes = 0;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null;
  while (at + 8 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (at + 12 + length > b.length) {
      if (!header) return 'This PNG file is damaged: it is cut off inside its header.';
      break; // cut off in the image data: viewers show what is there
    }
    if (types.length === 0) {
      if (type !== 'IHDR' || length !== 13) return 'This PNG file is damaged: it does not start with its image header (IHDR).';
      header = { width: u32be(b, at + 8), height: u32be(b, at + 12), depth: b[at + 16], colour: b[at + 17], interlace: b[at + 20] };
    }
    if (type === 'IDAT') {
      if (types.includes('IDAT') && types.at(-1) !== 'IDAT') return 'This PNG file is damaged: its image data (IDAT) is split by other chunks.';
      idatBytes += length;
    }
    types.push(type);
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (!header) return 'This PNG file is damaged: it is cut off before its image header.';
  const { width, height, depth, colour, interlace } = header;
  if (width === 0 || height === 0) return `This PNG file is damaged: its header says ${width} x ${height} pixels.`;
  if (!(colour in PNG_DEPTHS)) return `This PNG file is damaged: its header names colour type ${colour}, which does not exist.`;
  if (!PNG_DEPTHS[colour].includes(depth)) return `This PNG file is damaged: its header gives a bit depth of ${depth}, which colour type ${colour} does not allow.`;
  if (interlace > 1) return 'This PNG file is damaged: its header names an interlace method that does not exist.';
  if (colour === 3 && !types.includes('PLTE')) return 'This PNG file is damaged: it uses a palette but has none (no PLTE chunk).';
  if (idatBytes === 0) return 'This PNG file is damaged: it has no image data (no IDAT chunk).';
  const rawBytes = height * (1 + Math.ceil((width * depth * PNG_CHANNELS[colour]) / 8));
  if (idatBytes * DEFLATE_MAX_RATIO < rawBytes) {
    return `This PNG file is damaged: it declares ${width} x ${height} pixels but holds only ${idatBytes} bytes of image data, far too little for that.`;
  }
  return null;
}

function jpegProblem(b: Uint8Array): string | null {
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return 'This JPEG file is damaged: its structure breaks off before the image data.';
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) break;
    const length = u16be(b, at + 2);
    if (isSof(marker) && at + 9 <= b.length) frame = { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda) {
      if (!frame) return 'This JPEG file is damaged: it has no frame header (SOF), so its size and colours are unknown.';
      if (frame.width === 0 || frame.height === 0) return `This JPEG file is damaged: its frame header says ${frame.width} x ${frame.height} pixels.`;
      const scanBytes = b.length - (at + 2 + length);
      const blocks = Math.ceil(frame.width / 8) * Math.ceil(frame.height / 8);
      if (scanBytes * 8 < blocks * JPEG_BITS_PER_BLOCK) {
        return `This JPEG file is damaged: it declares ${frame.width} x ${frame.height} pixels but holds only ${Math.max(0, scanBytes)} bytes of image data, far too little for that.`;
      }
      return null;
    }
    at += 2 + length;
  }
  return frame ? 'This JPEG file is damaged: it has no image data (no scan).' : 'This JPEG file is damaged: it holds no image, only the start of a header.';
}

/** A GIF must hold at least one image block (0x2C) after its header, colour table and extensions. */
export function gifProblem(b: Uint8Array): string | null {
  let at = 13;
  if (b[10] & 0x80) at += 3 * (2 << (b[10] & 7));
  while (at < b.length) {
    if (b[at] === 0x2c) return null;
    if (b[at] !== 0x21) break;
    at += 2;
    while (at < b.length && b[at] !== 0) at += b[at] + 1;
    at++;
  }
  return 'This GIF file is damaged: it holds no image, only its header.';
}

function webpProblem(b: Uint8Array): string | null {
  if (b.length < 20) return 'This WebP file is damaged: it is cut off inside its header.';
  for (let at = 12; at + 8 <= b.length; at += 8 + u32le(b, at + 4) + (u32le(b, at + 4) & 1)) {
    const fourcc = ascii(b, at, 4);
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') return null;
  }
  return 'This WebP file is damaged: it has no image data (no VP8, VP8L or animation frame).';
}

const FORMAT_NAME: Record<LosslessFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/** The segment walkers' FormatError ('Corrupt JPEG: no marker at 1292') as words for the user. */
export function asDamage<T>(format: LosslessFormat, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new DamagedImageError(
      `This ${FORMAT_NAME[format]} file is damaged (${error.message.replace(/^Corrupt \w+: /, '')}), so its metadata cannot be changed without risking the picture.`,
    );
  }
}
