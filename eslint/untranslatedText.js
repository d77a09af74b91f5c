/**
 * `text/no-untranslated-text`: in a file whose words come from the catalogs (locales/), no words
 * are written into the markup itself: JSX text with a letter in it, or a literal in an attribute a
 * visitor reads (aria-label, title, alt, placeholder, label, hint...), is an English string that
 * no translation would reach. Symbols (✕, ☰, ▾, ©) and whitespace are fine.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'hint', 'description', 'heading']);
const WORDS = /\p{L}/u;

const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a visitor reads come from the catalogs, not from the markup.' },
    messages: { text: 'Words in the markup ("{{text}}") are never translated: put them in a catalog (locales/en/*.json) and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'Literal' ? node.value.value : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal' ? node.value.expression.value : null;
        if (typeof value === 'string' && WORDS.test(value)) report(node, value);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
