/** A catalog sentence with markup in it: each placeholder named in `parts` becomes its node. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../src/i18n/messages';
import { richText } from '../../../src/ui/richText';

describe('richText', () => {
  it('puts each part where its placeholder stands, in the order the message gives, with the values filled in', () => {
    addMessages({ 'test.sentence': ['Read the ', ['guide'], ' or the ', ['blog'], ' (', ['n'], ' articles).'] });
    const html = renderToString(<p>{richText('test.sentence', { guide: <a href="/g">guide</a>, blog: <b>blog</b> }, { n: 24 })}</p>);
    expect(html).toBe('<p>Read the <a href="/g">guide</a> or the <b>blog</b> (24 articles).</p>');
    addMessages({ 'test.sentence': [['blog'], ' first, then ', ['guide'], '.'] });
    expect(renderToString(<p>{richText('test.sentence', { guide: <i>g</i>, blog: <i>b</i> }, { n: 1 })}</p>)).toBe('<p><i>b</i> first, then <i>g</i>.</p>');
  });

  it('says the ZIP note with the command as code, in English as the spec has it', () => {
    const html = renderToString(<p>{richText('zip.passwordNote', { command: <code>unzip</code> })}</p>);
    expect(html).toContain('<code>unzip</code>');
    expect(html).not.toContain('\u0000');
  });
});
