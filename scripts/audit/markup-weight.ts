/**
 * The part of a built page that its developers write: the page with the editor's words taken out,
 * and each kind of element counted once. What is left is the markup around the words (tags, classes,
 * the structure of the islands' props), the stylesheet, the scripts and the head: whatever the editor
 * writes, and however many cards, links or sections she gives a page within the schema's limits, it
 * weighs the same, so a budget on it never refuses her words (docs/decisoes/o-peso-de-uma-pagina-o-que-e-de-quem-desenvolve.md, "O peso de uma
 * página: o que é de quem desenvolve e o que é de quem edita").
 *
 * Read from React's own output (the built pages): every attribute quoted, `<` and `>` escaped inside
 * values, the text of <script> and <style> raw.
 */
import { gzipSync } from 'node:zlib';

/** Elements that have no end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Attributes whose value is what a person reads: words, wherever they come from. */
const wordAttributes = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder']);

/** Attributes that hold an address. */
const addressAttributes = new Set(['href', 'src', 'srcset']);

/** Every string of a JSON text, keys and values, one after the other. */
const jsonString = /"(?:[^"\\]|\\.)*"/g;
/** The JSON with every string value emptied (its words, or an address the editor wrote); the keys stay. */
const withoutJsonWords = (json: string) =>
  json.replace(jsonString, (string, at: number) => (/^\s*:/.test(json.slice(at + string.length)) ? string : '""'));

interface Element {
  name: string;
  /** The start tag, its words taken out. */
  start: string;
  children: Node[];
  /** The end tag; empty for an element that has none. */
  end: string;
}
/** An element, or what stays of the rest as it is (the doctype, a script's or a stylesheet's text). */
type Node = Element | string;

const attributePattern = /\s([^\s=/>]+)(?:=("[^"]*"|'[^']*'))?/g;

/** The value an attribute keeps in the measure: none where the editor's words or addresses go. */
function measuredValue(element: string, attributes: Map<string, string>, name: string, quoted: string): string {
  const quote = quoted[0]!;
  const blank = `${quote}${quote}`;
  if (wordAttributes.has(name)) return blank;
  // What a page says of itself to search engines and link previews: its title, description, address, photo.
  if (element === 'meta' && name === 'content' && (attributes.has('name') || attributes.has('property'))) return blank;
  // Where a link leads is the editor's: a page, a phone number, another site; so is another site's photo.
  if (name === 'href' && (element === 'a' || (element === 'link' && attributes.get('rel') === '"canonical"')))
    return blank;
  if (addressAttributes.has(name) && /^.(?:https?:|mailto:|tel:)/.test(quoted)) return blank;
  // The policy lets the page show the photos of the sites the editor names: their origins are hers.
  if (element === 'meta' && name === 'content' && attributes.has('http-equiv')) {
    return quoted.replace(/ https:\/\/[^\s;"']+/g, '');
  }
  // An island's props carry the words it draws; their shape (the keys, how many items) stays.
  if (name === 'data-props') return `${quote}${withoutJsonWords(quoted.slice(1, -1))}${quote}`;
  return quoted;
}

/** A start tag with the editor's words taken out of its attributes. */
function measuredStart(tag: string, name: string): string {
  const found = [...tag.matchAll(attributePattern)];
  const attributes = new Map(found.map(([, key, value]) => [key!.toLowerCase(), value ?? '']));
  const rebuilt = found.map(([, key, value]) => {
    if (value === undefined) return ` ${key}`;
    return ` ${key}=${measuredValue(name, attributes, key!.toLowerCase(), value)}`;
  });
  return `<${name}${rebuilt.join('')}${tag.endsWith('/>') ? '/>' : '>'}`;
}

const token = /<!--[\s\S]*?-->|<!doctype[^>]*>|<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?[a-zA-Z][^>]*>|[^<]+|</gi;

/** The page as a tree, without its words: no text, no comments; raw text kept but a data block's words. */
function parse(html: string): Node[] {
  const root: Element = { name: '', start: '', children: [], end: '' };
  const open: Element[] = [root];
  for (const [text, raw] of html.matchAll(token)) {
    const parent = open.at(-1)!;
    if (raw) {
      const [, startTag = '', body = '', endTag = ''] = /^(<[^>]*>)([\s\S]*)(<\/[^>]*>)$/.exec(text) ?? [];
      // Structured data for search engines: the page's and the site's words, in JSON.
      const words = /type="application\/ld\+json"/.test(startTag) ? withoutJsonWords(body) : body;
      parent.children.push(`${measuredStart(startTag, raw.toLowerCase())}${words}${endTag}`);
    } else if (/^<!doctype/i.test(text)) parent.children.push(text);
    else if (text.startsWith('</')) {
      const name = text.slice(2, -1).trim().toLowerCase();
      const at = open.findLastIndex((element) => element.name === name);
      if (at > 0) open.length = at;
    } else if (/^<[a-zA-Z]/.test(text)) {
      const name = /^<([^\s/>]+)/.exec(text)![1]!.toLowerCase();
      const element: Element = { name, start: measuredStart(text, name), children: [], end: '' };
      parent.children.push(element);
      if (!voidElements.has(name) && !text.endsWith('/>')) {
        element.end = `</${name}>`;
        open.push(element);
      }
    }
    // Text and comments are the words (and React's marks between them): left out.
  }
  return root.children;
}

const serialize = (node: Node): string =>
  typeof node === 'string' ? node : `${node.start}${node.children.map(serialize).join('')}${node.end}`;

const classesIn = (node: Node, into = new Set<string>()): Set<string> => {
  if (typeof node === 'string') return into;
  for (const name of /\sclass="([^"]*)"/.exec(node.start)?.[1]?.split(/\s+/) ?? []) into.add(name);
  for (const child of node.children) classesIn(child, into);
  return into;
};

/**
 * What makes two siblings the same kind of element: the same start tag (its words out, and whatever
 * address it names) and the same classes below it. Two cards of one grid, two links of the menu, two
 * sections of one type, two photos are one kind, however their words, files and number of items
 * differ; a card and a reason, or two meta tags, are not.
 */
const namedAddress = /\s(href|src|srcset)=("[^"]*"|'[^']*')/gi;
const kindOf = (node: Node) =>
  typeof node === 'string'
    ? node
    : `${node.start.replace(namedAddress, ' $1')}|${[...classesIn(node)].sort().join(' ')}`;

/** The children of every element, with only the heaviest of each kind kept, where the first of its kind was. */
function onceEachKind(nodes: Node[]): Node[] {
  const kept = new Map<string, { node: Node; text: string }>();
  for (const node of nodes) {
    const once = typeof node === 'string' ? node : { ...node, children: onceEachKind(node.children) };
    const kind = kindOf(once);
    const text = serialize(once);
    const before = kept.get(kind);
    if (!before || text.length > before.text.length) kept.set(kind, { node: once, text });
  }
  return [...kept.values()].map(({ node }) => node);
}

/** The page's markup around the words: without them, and with one element of each kind among siblings. */
export function markupOf(html: string): string {
  return onceEachKind(parse(html)).map(serialize).join('');
}

/** The bytes of gzip of the markup around the words: what the developers' HTML budget holds. */
export const markupBytes = (html: string): number => gzipSync(markupOf(html)).length;
