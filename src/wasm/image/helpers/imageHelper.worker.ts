/// <reference lib="webworker" />
/** A helper of the image worker (nested worker): see helperJobs.ts. */
import { serveJobs } from '../../worker';
import { runHelperJob, type HelperJob, type HelperResult } from './helperJobs';

serveJobs<HelperJob, HelperResult>(runHelperJob);
