/** Worker entry of Organize PDF: pdf-lib loads here on the first job. Jobs: 'inspect' and 'organize'. */
import type { OrganizeJob, OrganizeReply } from './jobs';
import { inspectPageSizes } from '../document/inspect';
import { organizePdf } from './organize';
import { transferable } from '../document/transferable';
import { serveJobs } from '../../worker';

serveJobs<OrganizeJob, OrganizeReply>(async (job) => {
  if (job.kind === 'inspect') return { result: await inspectPageSizes(new Uint8Array(job.buffer), job.password) };
  const sources = job.files.map((f) => ({ bytes: new Uint8Array(f.buffer), password: f.password }));
  const { bytes, pages } = await organizePdf(sources, job.edits);
  const buffer = transferable(bytes);
  return { result: { pages, buffer }, transfer: [buffer] };
});
