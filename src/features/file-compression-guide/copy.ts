/**
 * The compression guide's content, read from its catalog (locales/<code>/file-compression-guide.json)
 * when the page renders. The settings table is the spec's, word for word in English.
 */
import { numbered, t } from '../../i18n/messages';

const P = 'fileCompressionGuide';

/** `<id>.1`, `<id>.2`… while the catalog has them. */
const sentences = (id: string) => numbered(id, (item) => t(item));

export const kinds = () =>
  [1, 2].map((n) => ({ title: t(`${P}.kind.${n}.title`), text: t(`${P}.kind.${n}.text`), bestFor: sentences(`${P}.kind.${n}.bestFor`) }));

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

export const dos = () => sentences(`${P}.do`);
export const donts = () => sentences(`${P}.dont`);
