import { Fragment, type ReactNode } from 'react';
import { t, type Values } from '../i18n/messages';

/** What marks a placeholder's place in the message text: no catalog writes it. */
const MARK = '\u0000';

/**
 * A catalog sentence with markup in it (a link, a code span): the message holds a `{name}`
 * placeholder per fragment (`Read the full {link}.`), and each fragment is drawn where its
 * placeholder stands, so a translation may put it anywhere in the sentence.
 */
export function LinkedText({ id, parts, values = {} }: { id: string; parts: Record<string, ReactNode>; values?: Values }) {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = t(id, { ...values, ...marks }).split(MARK);
  return (
    <>
      {pieces.map((piece, i) => (i % 2 === 1 && piece in parts ? <Fragment key={i}>{parts[piece]}</Fragment> : piece || null))}
    </>
  );
}
