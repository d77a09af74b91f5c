/**
 * What 7-Zip's command line says, read back: the technical listing of `7zz l -slt` as entries, and
 * the error lines of `l`/`x` (stderr, one "ERROR: <what> : <where>" per failed entry, or a few
 * lines about the archive as a whole) as our problems.
 */
import type { RawEntry } from '../backend';
import type { ArchiveProblem } from '../problems';

/** The "Key = Value" blocks after the "----------" line: one per entry, in archive order. */
export function parseTechnicalListing(stdout: readonly string[]): RawEntry[] {
  const start = stdout.indexOf('----------');
  if (start < 0) return [];
  const entries: RawEntry[] = [];
  let fields = new Map<string, string>();
  const flush = () => {
    if (fields.has('Path')) entries.push(entryOf(fields));
    fields = new Map();
  };
  for (const line of stdout.slice(start + 1)) {
    if (line === '') {
      flush();
      continue;
    }
    const at = line.indexOf(' = ');
    if (at > 0) fields.set(line.slice(0, at), line.slice(at + 3));
    else if (line.endsWith(' =')) fields.set(line.slice(0, -2), '');
  }
  flush();
  return entries;
}

function dateOf(text: string | undefined): number | null {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function entryOf(fields: Map<string, string>): RawEntry {
  const attributes = fields.get('Attributes') ?? '';
  const folder = fields.get('Folder') === '+' || /^[A-Z]*D/.test(attributes) || /(^|\s)d[rwxsStT-]{9}/.test(attributes);
  const symlink = Boolean(fields.get('Symbolic Link')) || /(^|\s)l[rwxsStT-]{9}/.test(attributes);
  const hardLink = Boolean(fields.get('Hard Link'));
  const kind: RawEntry['kind'] = folder ? 'directory' : symlink ? 'symlink' : hardLink ? 'other' : 'file';
  const size = Number.parseInt(fields.get('Size') ?? '', 10);
  return {
    path: fields.get('Path') ?? '',
    kind,
    size: kind === 'file' ? (Number.isFinite(size) ? size : null) : 0,
    // In a solid block 7-Zip gives the whole block's packed size to its first file and 0 to the others: no ratio to judge by.
    compressedSize: null,
    date: dateOf(fields.get('Modified')),
    encrypted: fields.get('Encrypted') === '+',
  };
}

/** One entry's error line: "ERROR: Data Error in encrypted file. Wrong password? : dir/name.txt". */
const ENTRY_ERROR = /^ERROR: (.+?) : (.+)$/;

/** The problem an error message of 7-Zip names (for one entry, or for the archive when `archive`). */
function problemOfMessage(message: string, hasPassword: boolean, archive: boolean): ArchiveProblem {
  if (/wrong password|encrypted archive/i.test(message)) return hasPassword ? 'wrongPassword' : 'needsPassword';
  if (/missing volume/i.test(message)) return 'partsMissing';
  if (/unsupported method/i.test(message)) return 'unsupportedMethod';
  return archive ? 'damaged' : 'entryDamaged';
}

/** Per entry path: the problem of each "ERROR: ... : path" line (paths as 7-Zip lists them). */
export function entryErrors(stderr: readonly string[], hasPassword: boolean): Map<string, ArchiveProblem> {
  const errors = new Map<string, ArchiveProblem>();
  for (const line of stderr) {
    const match = ENTRY_ERROR.exec(line);
    if (match && !match[1].startsWith('/')) errors.set(match[2], problemOfMessage(match[1], hasPassword, false));
  }
  return errors;
}

/** What 7-Zip said about the archive as a whole (after a failed `l`), as one problem. */
export function archiveProblem(stderr: readonly string[], hasPassword: boolean): ArchiveProblem {
  return problemOfMessage(stderr.join('\n'), hasPassword, true);
}
