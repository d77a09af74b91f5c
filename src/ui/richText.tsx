import { Fragment, type ReactNode } from 'react';
import { t, type Values } from '../i18n/messages';

/** Marks where a part goes in the message's text; no message holds this character. */
const MARK = '\u0000';

/**
 * A catalog message with markup in it, as React nodes: each placeholder named in `parts` (`{png}`
 * in "Try the {png} or the {jpg}.") is replaced by its node (a link whose words are a message of
 * their own), the rest stays text. Translators move the placeholders with the words.
 */
export function richText(id: string, parts: Record<string, ReactNode>, values: Values = {}): ReactNode {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, { ...values, ...marked })
    .split(new RegExp(`${MARK}([^${MARK}]+)${MARK}`))
    .map((piece, n) => (n % 2 === 1 ? <Fragment key={n}>{parts[piece]}</Fragment> : piece));
}
