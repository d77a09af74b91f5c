import { Fragment, type ReactNode } from 'react';

/**
 * A catalog message with markup in it, as React nodes: each `<name>text</name>` of the message is
 * given to `parts[name]` (a link, a `<code>`), the rest stays text. Translators move the tags with
 * the words, so the link lands on the right words in every language; an unknown tag is kept as text.
 */
export function richText(message: string, parts: Record<string, (text: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  const tag = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(message); match; match = tag.exec(message)) {
    const render = parts[match[1]];
    if (!render) continue;
    if (match.index > at) nodes.push(message.slice(at, match.index));
    nodes.push(<Fragment key={nodes.length}>{render(match[2])}</Fragment>);
    at = match.index + match[0].length;
  }
  if (at < message.length) nodes.push(message.slice(at));
  return nodes;
}
