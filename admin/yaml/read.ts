import { parseDocument, visit, type Document } from 'yaml';
import { say } from '../../schema/messages/catalogue/index.ts';

/**
 * The options the site reads content with (schema/load/source.ts): YAML 1.2 reads `no` and `on` as
 * text, `uniqueKeys` refuses a repeated key, and `merge: false` keeps `<<` an ordinary key. Every
 * check of written text reads it back with these, so "parses to the data" means what the build sees.
 */
export const readOptions = { version: '1.2', merge: false, uniqueKeys: true } as const;

/** Parses `text` with the site's options; throws on a syntax error, which the build would refuse too. */
export function parseYaml(text: string, keepSourceTokens = false): Document.Parsed {
  const doc = parseDocument(text, { ...readOptions, keepSourceTokens });
  const error = doc.errors[0];
  if (error) {
    const { message, hint } = say('cms-file-unreadable', { detail: error.message });
    throw new Error(`${message} ${hint}`);
  }
  return doc;
}

/** The data of a content file, read as the site reads it (the CMS's `fromFile`); throws on a syntax error. */
export function readYaml(text: string): unknown {
  return parseYaml(text).toJS();
}

/**
 * The data of text this module wrote, or `undefined` when the site would refuse it: a syntax error,
 * or an anchor or alias (`&a`, `*a`), which schema/load/source.ts rejects.
 */
export function readWritten(text: string): { data: unknown } | undefined {
  let doc: Document.Parsed;
  try {
    doc = parseYaml(text);
  } catch {
    return undefined;
  }
  let shared = false;
  visit(doc, {
    Alias: () => ((shared = true), visit.BREAK),
    Node: (_, node) => (node.anchor ? ((shared = true), visit.BREAK) : undefined),
  });
  return shared ? undefined : { data: doc.toJS() };
}
