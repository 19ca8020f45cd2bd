import { isMap, isScalar, isSeq, type Document, type Pair } from 'yaml';
import { deepEqual, isPlainObject, matchItems } from './data.ts';
import { freshOptions } from './render-scalar.ts';

/**
 * The safety net behind the text splicer: set the new values on the parsed document through yaml's
 * Document API and print the whole document. Comments attached to nodes that stay, blank lines
 * between entries and each scalar's quoting style survive, and a moved list item keeps its node (and
 * so its comments); but yaml re-prints every line in its own layout, so more lines change than the
 * edit touched (e.g. `>-` blocks are re-wrapped at 80 columns).
 */
export function setValues(doc: Document.Parsed, old: unknown, target: unknown): void {
  doc.contents = updatedNode(doc, doc.contents, old, target) as Document.Parsed['contents'];
}

/** `node` changed in place to hold `target` where it can be, or a new node for `target`. */
function updatedNode(doc: Document, node: unknown, old: unknown, target: unknown): unknown {
  if (node && deepEqual(old, target)) return node;
  if (isMap(node) && isPlainObject(old) && isPlainObject(target)) {
    const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);
    node.items = node.items.filter((pair) => Object.hasOwn(target, keyOf(pair)));
    // A new key goes after the last key that came before it in the data, as the splicer places it.
    let previous = -1;
    for (const [key, value] of Object.entries(target)) {
      const index = node.items.findIndex((pair) => keyOf(pair) === key);
      if (index >= 0) {
        const pair = node.items[index]!;
        pair.value = updatedNode(doc, pair.value, old[key], value);
        previous = index;
      } else node.items.splice(++previous, 0, doc.createPair(key, value, freshOptions));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(old) && Array.isArray(target)) {
    const items = node.items;
    const match = matchItems(old, target);
    node.items = target.map((item: unknown, index) => {
      const from = match[index];
      return from === undefined ? doc.createNode(item, freshOptions) : updatedNode(doc, items[from], old[from], item);
    });
    return node;
  }
  if (isScalar(node) && (typeof target !== 'object' || target === null)) {
    node.value = target;
    // A number or `true` keeps no quotes or block style of the text it replaces.
    if (typeof target !== 'string') node.type = undefined;
    return node;
  }
  return doc.createNode(target, freshOptions);
}
