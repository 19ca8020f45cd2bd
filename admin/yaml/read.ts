import { parseDocument, type Document } from 'yaml';
import { firstYamlFault, parseSource, yamlReadOptions } from '../../schema/load/source.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

/**
 * Parses `text` with the options the site reads content with, so that "parses to the data" means what
 * the build sees; throws on a syntax error, which the build would refuse too.
 */
export function parseYaml(text: string, keepSourceTokens = false): Document.Parsed {
  const doc = parseDocument(text, { ...yamlReadOptions, keepSourceTokens });
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
 * The data of a file's text, or `undefined` when the site would refuse to read it: a syntax error,
 * an anchor or alias (`&a`, `*a`) or a merge key (`<<`), found by the site's own reader.
 */
export function readWritten(text: string): { data: unknown } | undefined {
  const source = parseSource('', text);
  return firstYamlFault(source) ? undefined : { data: source.doc.toJS() };
}
