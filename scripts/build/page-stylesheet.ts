/**
 * Each page carries in itself only the part of the site's stylesheet it can use (docs/decisoes.md):
 * a rule that needs a CSS module class the page does not have, and that no script of the islands can
 * set, can never apply there. Module classes are short unique names (scripts/vite/short-class-names.ts),
 * so whether a page can use one is a plain search of its HTML and of the islands' scripts: the
 * stylesheet of the 404 page, say, leaves out every section's rules. The global rules (elements,
 * tokens, `.container`…) always stay.
 */
import postcss from 'postcss';
import { shortClassName } from '../vite/short-class-names.ts';

const moduleClass = new RegExp(`\\.(${shortClassName.source})(?![\\w-])`, 'g');
/**
 * Inside these, a class is not a condition the element must meet (`:not(.a)`, `:is(.a, .b)`): only the
 * classes outside them decide whether a selector can match. Innermost first, as they may nest.
 */
const notRequired = /:(?:not|is|where)\([^()]*\)/g;

function requiredClasses(selector: string): string[] {
  let positive = selector;
  for (let previous = ''; previous !== positive; ) {
    previous = positive;
    positive = positive.replace(notRequired, '');
  }
  return [...positive.matchAll(moduleClass)].map(([, name]) => name!);
}

/**
 * The site's stylesheet without the rules that cannot apply to a page whose HTML (its stylesheet
 * left out) is `page`, given the text of every script its islands may run (`scripts`).
 */
export function pageStylesheet(stylesheet: string, page: string, scripts: string): string {
  const usable = (name: string) => page.includes(name) || scripts.includes(name);
  const root = postcss.parse(stylesheet);
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) name no class.
    const selectors = rule.selectors.filter((selector) => requiredClasses(selector).every(usable));
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
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
