/** Download names of the spec (section 7). */
const DEFAULT_PREFIX = 'compressed_';

export function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export function withExtension(name: string, extension: string): string {
  return `${baseName(name)}.${extension.replace(/^\./, '')}`;
}

/** 'compressed_' + name, with the extension changed when the output format differs. */
export function prefixedName(name: string, prefix = DEFAULT_PREFIX, extension?: string): string {
  return prefix + (extension ? withExtension(name, extension) : name);
}
