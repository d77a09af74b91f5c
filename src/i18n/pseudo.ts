/**
 * The pseudo-locale: every catalog string accented and a third longer, in brackets, so a page in it
 * shows at a glance which text never went through a catalog (plain English) and which text gets
 * cut off or overflows when a translation runs longer than English.
 */
import type { Catalog, Compiled } from './messages';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdđeéfƒgĝhĥiîjĵkķlĺmɱnñoöpþqǫrŕsštŧuûvṽwŵxẋyýzž'].flatMap((c, i, all) => (i % 2 === 0 ? [[c, all[i + 1]], [c.toUpperCase(), all[i + 1].toUpperCase()]] : [])),
);

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);

function transform(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((part) => {
    if (typeof part === 'string') return part === '#' ? part : accent(part);
    const [name, kind, options] = part;
    if (options && typeof options === 'object') {
      const cases = Object.fromEntries(Object.entries(options).map(([key, value]) => [key, typeof value === 'number' ? value : transform(value)]));
      return [name, kind as string, cases];
    }
    return part;
  });
}

const padding = (message: Compiled) => {
  const length = typeof message === 'string' ? message.length : message.reduce<number>((n, part) => n + (typeof part === 'string' ? part.length : 6), 0);
  return '~'.repeat(Math.ceil(length / 3));
};

export function pseudoLocalize(catalog: Catalog): Catalog {
  const out: Catalog = {};
  for (const [id, message] of Object.entries(catalog)) {
    const parts = typeof message === 'string' ? [message] : message;
    out[id] = ['[', ...(transform(parts) as Exclude<Compiled, string>), padding(message), ']'];
  }
  return out;
}
