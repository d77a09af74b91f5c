/**
 * The compression guide's content, read from its catalog (locales/<code>/file-compression-guide.json)
 * when the page renders. The settings table is the spec's, word for word in English.
 */
import { hasMessage, t } from '../../i18n/messages';

const P = 'fileCompressionGuide';

/** `<id>.1`, `<id>.2`… while the catalog has them. */
function numbered(id: string): string[] {
  const items: string[] = [];
  for (let n = 1; hasMessage(`${id}.${n}`); n++) items.push(t(`${id}.${n}`));
  return items;
}

export const kinds = () =>
  [1, 2].map((n) => ({ title: t(`${P}.kind.${n}.title`), text: t(`${P}.kind.${n}.text`), bestFor: numbered(`${P}.kind.${n}.bestFor`) }));

/** A row of the spec's recommended settings: use case, setting, typical reduction, and the tool to use. */
const row = (n: number, tool: string) => ({
  get useCase() {
    return t(`${P}.setting.${n}.useCase`);
  },
  get setting() {
    return t(`${P}.setting.${n}.setting`);
  },
  get reduction() {
    return t(`${P}.setting.${n}.reduction`);
  },
  tool,
});

export const settings: { useCase: string; setting: string; reduction: string; tool: string }[] = ['compress-image', 'compress-jpg', 'compress-pdf', 'compress-video', 'create-zip'].map(
  (tool, i) => row(i + 1, tool),
);

export const dos = () => numbered(`${P}.do`);
export const donts = () => numbered(`${P}.dont`);
