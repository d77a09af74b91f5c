/**
 * The languages OCR reads: Tesseract's best_int models from the npm packages
 * `@tesseract.js-data/<code>` (the build copies each to our assets, scripts/tesseractAssets.ts).
 * `bytes` is the gzipped download, said before it is fetched. Russian, which npm does not publish,
 * is tessdata_fast's model from Debian, kept in vendor/tessdata (scripts/ocrLanguageData.ts).
 */
export const OCR_LANGUAGES = [
  { code: 'eng', name: 'English', bytes: 2_952_873 },
  { code: 'spa', name: 'Spanish', bytes: 2_100_190 },
  { code: 'fra', name: 'French', bytes: 707_406 },
  { code: 'deu', name: 'German', bytes: 1_333_102 },
  { code: 'por', name: 'Portuguese', bytes: 1_392_239 },
  { code: 'ita', name: 'Italian', bytes: 1_660_998 },
  { code: 'nld', name: 'Dutch', bytes: 3_005_696 },
  { code: 'pol', name: 'Polish', bytes: 2_642_356 },
  { code: 'tur', name: 'Turkish', bytes: 2_141_291 },
  { code: 'rus', name: 'Russian', bytes: 1_610_171 },
  { code: 'ukr', name: 'Ukrainian', bytes: 2_114_206 },
  { code: 'chi_sim', name: 'Chinese (simplified)', bytes: 1_718_768 },
  { code: 'jpn', name: 'Japanese', bytes: 2_030_256 },
  { code: 'kor', name: 'Korean', bytes: 1_572_336 },
  { code: 'ara', name: 'Arabic', bytes: 1_661_906 },
  { code: 'hin', name: 'Hindi', bytes: 1_389_692 },
] as const;

export type OcrLanguage = (typeof OCR_LANGUAGES)[number]['code'];

export const OCR_LANGUAGE_CODES: readonly OcrLanguage[] = OCR_LANGUAGES.map((language) => language.code);

/** The engine itself (tesseract.js's worker and core), gzipped, fetched with the first OCR. */
export const OCR_ENGINE_BYTES = 1_501_000;
