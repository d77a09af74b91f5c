/**
 * What a "whole" font program keeps: every table of a TrueType/OpenType file except the naming
 * strings and the digital signature (which compression trims and drops), as tag → bytes.
 */
import { rewriteSfnt } from '../../src/wasm/pdf/compress/fonts/sfnt';

export function glyphTables(font: Uint8Array): Record<string, number[]> {
  const found: Record<string, number[]> = {};
  rewriteSfnt(font, (tag, data) => {
    if (tag !== 'name' && tag !== 'DSIG') found[tag] = [...data];
    return data;
  });
  return found;
}
