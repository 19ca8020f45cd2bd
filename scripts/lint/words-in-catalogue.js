// @ts-check
/**
 * The lint rule `invero/words-in-catalogue`: the admin's words for editors live in the catalogue of
 * messages (schema/messages/catalogue/) or in its wording modules (admin/wording.ts, Decap's locale;
 * admin/decap/swaps/*-in-portuguese.ts, the libraries Decap draws with), so that each is written once and
 * found by its id. A string or a JSX text in Portuguese anywhere else in the admin is refused;
 * eslint.config.js says where it applies.
 */

/**
 * What makes a text Portuguese rather than a name, a selector, a key or a developer's English: an
 * accented letter, or one of the little words English does not have.
 */
const portuguese = new RegExp(
  `[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]|(?:^|\\s)(?:${[
    'o',
    'os',
    'e',
    'de',
    'da',
    'das',
    'dos',
    'em',
    'na',
    'nas',
    'nos',
    'um',
    'uma',
    'para',
    'com',
    'que',
    'ou',
    'por',
    'ao',
    'aos',
    'pela',
    'pelo',
    'foi',
    'ser',
    'este',
    'esta',
    'isso',
    'nada',
    'ainda',
    'mais',
    'seu',
    'sua',
    'como',
    'quando',
    'onde',
    'aqui',
  ].join('|')})(?=\\s)`,
  'i',
);

/** Words, not a single token: two words or more, with letters. */
const isWords = (/** @type {string} */ text) =>
  /\p{L}/u.test(text) && /\S\s+\S/.test(text.trim()) && portuguese.test(` ${text} `);

/** @type {import('eslint').Rule.RuleModule} */
export const wordsInCatalogue = {
  meta: {
    type: 'suggestion',
    docs: { description: "Editors' words in the catalogue or admin/wording.ts, not in the admin's code." },
    messages: {
      words:
        'Words for editors in code: "{{text}}". Put them in the catalogue (schema/messages/catalogue/) and say them from there.',
    },
    schema: [],
  },
  create(context) {
    /**
     * @param {import('estree').Node} node
     * @param {string} text
     */
    const check = (node, text) => {
      if (isWords(text)) context.report({ node, messageId: 'words', data: { text: text.trim().slice(0, 60) } });
    };
    return {
      Literal(node) {
        const parent = /** @type {import('estree').Node & { parent?: import('estree').Node }} */ (node).parent;
        if (typeof node.value !== 'string') return;
        // A module's name, not words.
        if (parent && /Import|Export/.test(parent.type)) return;
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      /** @param {import('estree').Node & { value: string }} node */
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};
