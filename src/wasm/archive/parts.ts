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

export const totalSize = (parts: readonly Blob[]) => parts.reduce((sum, part) => sum + part.size, 0);
