/**
 * Each page carries in itself only the part of the site's stylesheet it can use (docs/decisoes/paginas-de-html-com-ilhas-onde-algo-se-move.md,
 * "Páginas de HTML, com ilhas onde algo se move"): a rule that needs a CSS module class, or an
 * attribute's value, that neither the page nor any script of the islands has can never apply there;
 * and a custom property that nothing left reads (the colours of the other companies) is left out too.
 * Module classes are short unique names (scripts/vite/short-class-names.ts), so whether a page can
 * use one is a plain search of its HTML and of the islands' scripts: the stylesheet of the 404 page,
 * say, leaves out every section's rules. The global rules (elements, tokens, `.container`…) stay.
 */
import postcss from 'postcss';
import { shortClassName } from '../vite/short-class-names.ts';

const moduleClass = new RegExp(`\\.(${shortClassName.source})(?![\\w-])`, 'g');
/** An attribute selector with a value: `[data-accent=blue]`, `[data-count="3"]`. */
const attributeValue = /\[[\w-]+=(?:"([^"]*)"|'([^']*)'|([\w-]+))\]/g;
/**
 * Inside these, a class is not a condition the element must meet (`:not(.a)`, `:is(.a, .b)`): only the
 * classes outside them decide whether a selector can match. Innermost first, as they may nest.
 */
const notRequired = /:(?:not|is|where)\([^()]*\)/g;
const customPropertyUse = /var\(\s*(--[\w-]+)/g;

/** What a selector needs the page to have: its module classes, and its attributes' values. */
function requirements(selector: string): { classes: string[]; values: string[] } {
  let positive = selector;
  for (let previous = ''; previous !== positive; ) {
    previous = positive;
    positive = positive.replace(notRequired, '');
  }
  return {
    classes: [...positive.matchAll(moduleClass)].map(([, name]) => name!),
    values: [...positive.matchAll(attributeValue)].map(([, double, single, bare]) => double ?? single ?? bare!),
  };
}

/**
 * The site's stylesheet without the rules that cannot apply to a page whose HTML (its stylesheet
 * left out) is `page`, given the text of every script its islands may run (`scripts`).
 */
export function pageStylesheet(stylesheet: string, page: string, scripts: string): string {
  const usableClass = (name: string) => page.includes(name) || scripts.includes(name);
  // A value as the page writes it in an attribute or an island's props, or as a script's string.
  const usableValue = (value: string) =>
    [`"${value}"`, `&quot;${value}&quot;`].some((written) => page.includes(written)) ||
    [`"${value}"`, `'${value}'`, `\`${value}`].some((written) => scripts.includes(written));
  const root = postcss.parse(stylesheet);
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) name no class.
    const selectors = rule.selectors.filter((selector) => {
      const { classes, values } = requirements(selector);
      return classes.every(usableClass) && values.every(usableValue);
    });
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  // A token may be read only by another token: leave out what nothing reads, until nothing more goes.
  for (let removed = true; removed; ) {
    removed = false;
    const read = new Set([...`${root.toString()}${page}${scripts}`.matchAll(customPropertyUse)].map(([, name]) => name));
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The page with its own part of the stylesheet in its <style> (SiteStylesheet.tsx writes the whole). */
export function withPageStylesheet(html: string, scripts: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error('a page without its stylesheet');
  const rest = html.replace(style[0], '');
  return html.replace(style[0], () => `<style>${pageStylesheet(style[1]!, rest, scripts)}</style>`);
}
