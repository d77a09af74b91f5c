/**
 * Every PDF of the shared sets (pdf.js's test PDFs in realworld/pdfjs, realworld/samples and the corpus) through the
 * compressor at its default level, held to what each manifest expects: `process` gives a valid
 * PDF with the same pages that renders like the input; `refuse: encrypted` asks for the password,
 * says so when it is wrong, and then processes; `refuse: corrupt` is named damaged; `either` is
 * one of the two. No output is ever larger than its input, and nothing crashes or hangs.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compressPdf, type PdfCompressReport } from '../../../../../src/wasm/pdf/compress/compress';
import { pdfProblemOf, type PdfProblem } from '../../../../../src/wasm/pdf/document/problems';
import { corpusPath, factsOf, hasCorpus, hasRealworld, readManifest, realworldDescribe, realworldPath } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { minPagePsnr, pdfjsPageCount, qpdfCheck, renderGray } from '../../../../helpers/pdfChecks';

beforeAll(() => initNodeCodecs());

interface Case {
  name: string;
  path: string;
  expected: 'process' | 'either' | 'refuse: encrypted' | 'refuse: corrupt';
  pages: number | null;
  /** The password to type (for the SASLprep file, the unprepared spelling a user would type). */
  password?: string;
  /** The password poppler takes, to render the input for comparison. */
  popplerPassword?: string;
  /** Poppler renders the input (without a password, or with `popplerPassword`). */
  rendersInput: boolean;
}

function pdfjsCases(): Case[] {
  return readManifest(realworldPath('pdfjs', 'MANIFEST.tsv')).map((row) => {
    const facts = factsOf(row.facts);
    const pages = Number(facts.get('pages'));
    const password = facts.get('password')?.split(' ')[0];
    const opens = facts.get('opens_without_password') ?? 'poppler:yes';
    const typed = row.file === 'saslprep-r6.pdf' ? 'S\u00AASL\u00ADprep' : password;
    return {
      name: `pdfjs/${row.file}`,
      path: realworldPath('pdfjs', row.file),
      expected: row.expected as Case['expected'],
      pages: Number.isFinite(pages) && pages > 0 ? pages : null,
      password: row.expected === 'refuse: encrypted' ? typed : undefined,
      popplerPassword: row.expected === 'refuse: encrypted' ? password : undefined,
      // Poppler 22 renders garbage for bug1782186 (it ignores the handler), so it cannot be a reference.
      rendersInput: facts.get('pages') !== 'unreadable' && pages > 0 && (opens.includes('poppler:yes') ? row.file !== 'bug1782186.pdf' : row.expected === 'refuse: encrypted'),
    };
  });
}

/** The corpus and realworld/samples share a manifest format: a kind per file, passwords in the facts. */
function keyedCases(folder: string, pathOf: (file: string) => string): Case[] {
  return readManifest(pathOf('MANIFEST.tsv'))
    .filter((row) => row.file.endsWith('.pdf'))
    .map((row) => {
      const facts = factsOf(row.facts_for_tests);
      const password = /user_password='([^']+)'/.exec(row.facts_for_tests)?.[1];
      const truncated = row.kind === 'bad-truncated-pdf';
      return {
        name: `${folder}/${row.file}`,
        path: pathOf(row.file),
        expected: truncated ? 'refuse: corrupt' : password ? 'refuse: encrypted' : 'process',
        pages: truncated ? null : Number(facts.get('pages')),
        password,
        popplerPassword: password,
        rendersInput: !truncated,
      };
    });
}

const CASES =
  hasRealworld('pdfjs') && hasRealworld('samples') && hasCorpus
    ? [...pdfjsCases(), ...keyedCases('samples', (file) => realworldPath('samples', file)), ...keyedCases('corpus', corpusPath)]
    : [];
const outcomes: string[] = [];

type Outcome = { report: PdfCompressReport; problem: null } | { report: null; problem: PdfProblem };

async function compress(input: Uint8Array, password?: string): Promise<Outcome> {
  try {
    return { report: await compressPdf(input.slice(), 'medium', undefined, password), problem: null };
  } catch (error) {
    const problem = pdfProblemOf(error);
    if (!problem) throw error; // anything but a named problem is a crash
    return { report: null, problem };
  }
}

/** Checks a processed file; returns the lowest page PSNR against the input where it was measured. */
async function expectValidOutput(item: Case, input: Uint8Array, report: PdfCompressReport): Promise<number | null> {
  expect(report.bytes.length).toBeLessThanOrEqual(input.length);
  if (report.unchanged) {
    expect(report.bytes).toEqual(input);
    return null;
  }
  // qpdf finds no errors, unless the input had some (a fuzzed file may keep an undecodable stream,
  // and poppler may take minutes over it, so it is no render reference either).
  const sound = qpdfCheck(input).status !== 2;
  if (sound) expect(qpdfCheck(report.bytes).status, 'qpdf finds no errors').not.toBe(2);
  const reread = await PDFDocument.load(report.bytes, { ignoreEncryption: true });
  const attachmentsLocked = report.access === 'attachmentsLocked';
  expect(reread.isEncrypted).toBe(attachmentsLocked);
  // pdf.js does not open a file whose attachments alone are encrypted (nor its input); poppler does.
  const pages = attachmentsLocked ? renderGray(report.bytes, 9).length : await pdfjsPageCount(report.bytes);
  if (item.expected === 'process' || item.expected === 'refuse: encrypted') expect(pages).toBe(item.pages);
  else expect(pages).toBeGreaterThan(0);
  if (!(sound && item.rendersInput && item.pages === pages)) return null;
  const psnr = minPagePsnr(input, report.bytes, 18, item.popplerPassword);
  expect(psnr).toBeGreaterThan(MIN_PSNR);
  return psnr;
}

/** Renders at 18 dpi: a page that lost its content (blank, shifted) falls far below this. */
const MIN_PSNR = 20;

realworldDescribe('pdfjs')('every real-world PDF at the default level', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, item) => {
    const input = new Uint8Array(readFileSync(item.path));
    const started = Date.now();
    if (item.expected === 'refuse: encrypted') {
      expect((await compress(input)).problem).toBe('needsPassword');
      expect((await compress(input, 'not the password')).problem).toBe('wrongPassword');
    }
    const outcome = await compress(input, item.password);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (outcome.report) {
      const { report } = outcome;
      const ratio = (report.bytes.length / input.length).toFixed(3);
      const psnr = await expectValidOutput(item, input, report);
      const psnrText = psnr === null ? '-' : psnr === Infinity ? 'identical' : `${psnr.toFixed(1)} dB`;
      outcomes.push(`${item.name}\t${item.expected}\t${report.unchanged ? 'unchanged' : report.access}\t${ratio}\t${psnrText}\t${seconds} s`);
    } else {
      outcomes.push(`${item.name}\t${item.expected}\trefused: ${outcome.problem}\t-\t-\t${seconds} s`);
      expect(item.expected === 'either' || item.expected === 'refuse: corrupt', `refused as ${outcome.problem}`).toBe(true);
      expect(['damaged', 'tooComplex']).toContain(outcome.problem);
    }
    // The largest files (freeculture.pdf: 352 pages of scans) take a minute on a loaded 2-core machine.
  }, 300_000);

  afterAll(() => {
    if (process.env.PDF_OUTCOMES) console.log(['file\texpected\toutcome\tratio\tmin page PSNR (18 dpi)\ttime', ...outcomes].join('\n'));
  });
});
