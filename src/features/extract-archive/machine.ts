/** The page's machine with its real engine, and the type of its running actor (shared by the page and its lazy parts). */
import type { ActorRefFrom } from 'xstate';
import { createExtractArchiveMachine } from '../../machines/extractArchive.machine';
import { extractor, lister } from './engine';
import { texts } from './texts';

export const makeMachine = () => createExtractArchiveMachine(texts).provide({ actors: { lister, extractor } });

export type ExtractArchiveActor = ActorRefFrom<ReturnType<typeof makeMachine>>;
