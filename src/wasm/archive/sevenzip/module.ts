/**
 * 7-Zip 24.09 compiled to WebAssembly (npm 7z-wasm 1.2.0), for the one thing libarchive cannot do:
 * decrypt 7z (AES-256) and RAR 4/5 archives. Licence: GNU LGPL 2.1 with the unRAR restriction
 * (License.txt and unRarLicense.txt, served beside the module): the unRAR code may be used only to
 * read RAR archives; it may not be used to develop a RAR-compatible archiver (to re-create the
 * RAR compression algorithm). So it is never bundled into our code: the build copies the package's
 * files unchanged to their own folder (scripts/sevenZipAsset.ts) and the archive worker `import()`s
 * the module from there (__SEVENZIP_URL__) only when an encrypted 7z or RAR arrives; anyone may
 * replace it with another build of the same interface. Node tests hand a factory to `provideSevenZip`.
 *
 * Each `SevenZipProgram` is one module instance (its own memory and file system) that runs 7-Zip's
 * command line (`callMain`) as many times as asked: 7-Zip exits through an ExitStatus that the
 * runtime catches, so a second command on the same instance works. The archive's parts are mounted
 * read-only under /in: in the worker with WORKERFS, which reads each slice of the File on demand
 * (FileReaderSync), so the archive is never copied into memory; in Node (no FileReaderSync) their
 * bytes are written to the in-memory file system.
 */
import type { SevenZipModule, SevenZipModuleFactory } from '7z-wasm';

type FactoryLoader = () => Promise<SevenZipModuleFactory>;

const fromUrl: FactoryLoader = async () => ((await import(/* @vite-ignore */ __SEVENZIP_URL__)) as { default: SevenZipModuleFactory }).default;

let loader: FactoryLoader = fromUrl;
let factory: Promise<SevenZipModuleFactory> | undefined;

/** Node tests: where the factory comes from (the package in node_modules), called when 7-Zip is first needed. */
export function provideSevenZip(load: FactoryLoader): void {
  loader = load;
  factory = undefined;
}

function loadFactory(): Promise<SevenZipModuleFactory> {
  factory ??= loader().catch((error: unknown) => {
    factory = undefined; // offline before it was cached: the next archive tries again
    throw error;
  });
  return factory;
}

export interface CommandResult {
  /** 7-Zip's exit code: 0 ok, 1 warnings, 2 fatal error (some files failed), 7 bad command line, 8 out of memory. */
  code: number;
  stdout: string[];
  stderr: string[];
}

const IN = '/in';
const canMountFiles = typeof (globalThis as { FileReaderSync?: unknown }).FileReaderSync === 'function';

export class SevenZipProgram {
  private readonly stdout: string[] = [];
  private readonly stderr: string[] = [];
  private module!: SevenZipModule;

  private constructor() {}

  /** A fresh 7-Zip with the parts (name -> Blob, names as the user's files have them) under /in. */
  static async start(parts: { name: string; data: Blob }[]): Promise<SevenZipProgram> {
    const program = new SevenZipProgram();
    const create = await loadFactory();
    program.module = await create({
      print: (line) => program.stdout.push(line),
      printErr: (line) => program.stderr.push(line),
      // 7-Zip never waits for the keyboard: every answer is on its command line (-p, -y).
      stdin: () => null as unknown as number,
    });
    const { FS } = program.module;
    FS.mkdir(IN);
    if (canMountFiles) FS.mount(program.module.WORKERFS, { blobs: parts }, IN);
    else for (const part of parts) FS.writeFile(`${IN}/${part.name}`, new Uint8Array(await part.data.arrayBuffer()));
    return program;
  }

  get fs(): SevenZipModule['FS'] {
    return this.module.FS;
  }

  /** Where a part is, for 7-Zip's command line. */
  static pathOf(name: string): string {
    return `${IN}/${name}`;
  }

  /** Runs one 7-Zip command line to its end (synchronously, inside this worker). */
  run(args: string[]): CommandResult {
    this.stdout.length = 0;
    this.stderr.length = 0;
    const code = this.module.callMain(args) as unknown as number;
    return { code: typeof code === 'number' ? code : 0, stdout: [...this.stdout], stderr: [...this.stderr] };
  }
}
