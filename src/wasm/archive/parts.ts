/**
 * The parts of a split archive in reading order, whatever order they were picked in:
 * name.z01, name.z02 ... name.zip (split ZIP); name.7z.001, .002 ...; name.part1.rar, part2 ...
 */
const rank = (name: string): [string, number] => {
  const lower = name.toLowerCase();
  let match = /^(.*)\.z(\d\d+)$/.exec(lower);
  if (match) return [match[1], Number(match[2])];
  match = /^(.*)\.zip$/.exec(lower);
  if (match) return [match[1], Number.MAX_SAFE_INTEGER];
  match = /^(.*)\.part(\d+)\.rar$/.exec(lower);
  if (match) return [match[1], Number(match[2])];
  match = /^(.*)\.(\d{3})$/.exec(lower);
  if (match) return [match[1], Number(match[2])];
  return [lower, 0];
};

const nameOf = (part: Blob) => ('name' in part && typeof part.name === 'string' ? part.name : '');

export function orderParts<T extends Blob>(parts: readonly T[]): T[] {
  return [...parts].sort((a, b) => {
    const [baseA, numberA] = rank(nameOf(a));
    const [baseB, numberB] = rank(nameOf(b));
    return baseA === baseB ? numberA - numberB : baseA.localeCompare(baseB);
  });
}

/** All parts as one byte array (for readers that need the whole archive in memory). */
export async function concatParts(parts: readonly Blob[]): Promise<Uint8Array> {
  if (parts.length === 1) return new Uint8Array(await parts[0].arrayBuffer());
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(new Uint8Array(await part.arrayBuffer()), at);
    at += part.size;
  }
  return bytes;
}

export const totalSize = (parts: readonly Blob[]) => parts.reduce((sum, part) => sum + part.size, 0);
