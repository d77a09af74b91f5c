/** Small test files kept in this repository (tests/fixtures/), each made by a tool named beside it. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

export const fixtureBytes = (name: string) => new Uint8Array(readFileSync(fixturePath(name)));
