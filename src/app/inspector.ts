/** Dev only (`?inspect`): connects every machine created afterwards to the Stately inspector. */
import { createBrowserInspector } from '@statelyai/inspect';
import { setInspector } from '../lib/inspect';

export function startInspector() {
  setInspector(createBrowserInspector().inspect);
}
