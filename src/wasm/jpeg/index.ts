/**
 * The JPEG engine: marker syntax only (the marker set, the segment walk, a cut-off check), shared
 * by the metadata engine (cutting and rebuilding segments), the image engine (reading sizes,
 * rewriting strips as one progressive file) and the PDF engine (merging scans into a CMYK JPEG).
 * It decodes nothing and imports nothing but lib/.
 */
export { APP0, APP1, APP2, APP14, COM, DHT, DQT, DRI, EOI, isApp, isSof, isTruncatedJpeg, parseJpegSegments, SOI, SOS, type JpegSegment } from './segments';
