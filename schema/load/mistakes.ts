import { visit } from 'yaml';
import { say, type Words } from '../messages/catalogue/index.ts';
import { explainYamlFault } from '../messages/explain-yaml.ts';
import { firstYamlFault, type Source, type YamlFault } from './source.ts';

/** What is wrong with a file's YAML, in the catalogue's words, and the characters it is about. */
export interface Mistake extends Words {
  offset: number;
  end: number;
}

interface Line {
  start: number;
  text: string;
  indent: number;
}

function lineAt(text: string, offset: number): Line {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  const line = text.slice(start, end === -1 ? undefined : end).replace(/\r$/, '');
  return { start, text: line, indent: /^ */.exec(line)![0].length };
}

/** The lines above `line`, nearest first, skipping blank lines and comments. */
function* linesAbove(text: string, line: Line): Generator<Line> {
  for (let end = line.start - 1; end > 0;) {
    const above = lineAt(text, end - 1);
    end = above.start - 1;
    if (above.text.trim() && !above.text.trim().startsWith('#')) yield above;
  }
}

/** `key: value` or `- value`, as an editor wrote it on one line. */
function fieldOf(line: Line): { key?: string; value: string; valueStart: number } | undefined {
  const match = /^(\s*(?:-\s+)?)(?:([^\s:#"'][^:#]*?):(?:\s+|$))?(.*)$/.exec(line.text);
  if (!match) return undefined;
  const valueStart = line.start + match[0].length - match[3]!.length;
  return { key: match[2], value: match[3]!.trimEnd(), valueStart };
}

/** The name of the list a line at this indentation belongs to: the nearest `name:` line above it, less indented. */
function listName(text: string, line: Line): string {
  for (const above of linesAbove(text, line)) {
    const named = /^\s*(?:-\s+)?([^\s:#][^:#]*):\s*$/.exec(above.text);
    if (above.indent < line.indent && named) return named[1]!;
  }
  return 'lista';
}

// Spaces that look like a space but are not one to YAML; pasted from web pages and word processors.
const invisibleSpaces: Record<string, string> = {
  '\u00a0': 'espaço não separável, U+00A0',
  '\u2007': 'espaço de algarismo, U+2007',
  '\u202f': 'espaço estreito não separável, U+202F',
  '\u200b': 'espaço de largura zero, U+200B',
  '\u3000': 'espaço ideográfico, U+3000',
};

function invisibleIndentation(text: string): Mistake | undefined {
  const found = /^[ \t]*([\u00a0\u2007\u202f\u200b\u3000])/m.exec(text);
  if (!found) return undefined;
  const offset = found.index + found[0].length - 1;
  return { ...say('invisible-space', { name: invisibleSpaces[found[1]!]! }), offset, end: offset + 1 };
}

const reservedStart = /^[*&!%@`]/;
// `&name [list]` or `*name` alone is YAML's anchor or alias (refused as such); `&name more words` is text.
const anchorBeforeWords = /^[&*][^\s[\]{},]+\s+[^\s[{"'#]/;
const refusedFeatures = new Set(['ALIAS', 'ANCHOR', 'MERGE_KEY']);
// The library's words for these are about keys and indentation in general; on a "- " line it is the item's indentation.
const indentationFaults = new Set([
  'BAD_INDENT',
  'MULTILINE_IMPLICIT_KEY',
  'BLOCK_AS_IMPLICIT_KEY',
  'UNEXPECTED_TOKEN',
]);

/** A library fault that the line it is on explains better than the library's own category. */
function diagnose(text: string, fault: YamlFault): Mistake | undefined {
  const line = lineAt(text, fault.offset);
  const field = fieldOf(line);
  const refused = refusedFeatures.has(fault.code);
  if (field && reservedStart.test(field.value) && (!refused || anchorBeforeWords.test(field.value))) {
    const words = say('reserved-start', { symbol: field.value[0]!, key: field.key, text: field.value });
    return { ...words, offset: field.valueStart, end: field.valueStart + 1 };
  }
  if (refused) return undefined;
  const quotedInside = field && /^"([^"]*)"(.+)$/.exec(field.value);
  if (field && quotedInside && !quotedInside[2]!.trim().startsWith('#')) {
    const inner = field.value.slice(1, field.value.endsWith('"') ? -1 : undefined);
    const offset = field.valueStart + quotedInside[1]!.length + 1;
    return { ...say('quotes-in-quotes', { key: field.key, text: inner }), offset, end: offset + 1 };
  }
  if (fault.code === 'DUPLICATE_KEY') {
    const owner = [...linesAbove(text, line)].find((above) => above.indent < line.indent);
    const itemContent = owner && /^(\s*-\s+)/.exec(owner.text)?.[1]!.length;
    if (owner && itemContent === line.indent) {
      const words = say('dash-missing', { key: text.slice(fault.offset, fault.end), list: listName(text, owner) });
      return { ...words, offset: fault.offset, end: fault.end };
    }
  }
  if (/Nested mappings are not allowed in compact mappings/i.test(fault.detail) && field) {
    const next = text.indexOf('\n', line.start + line.text.length);
    const following = next === -1 ? undefined : lineAt(text, next + 1);
    if (following && following.indent > line.indent && /^\s*- /.test(following.text)) {
      const offset = following.start + following.indent;
      return { ...say('unnamed-list'), offset, end: offset + 1 };
    }
    return { ...say('colon-in-text', { key: field.key, text: field.value }), offset: fault.offset, end: fault.end };
  }
  if (/^\s*- /.test(line.text) && indentationFaults.has(fault.code)) {
    const offset = line.start + line.indent;
    return { ...say('list-item-indent', { list: listName(text, line) }), offset, end: offset + 1 };
  }
  return undefined;
}

/**
 * Valid YAML that would publish other text than was typed: a plain text cut short by " #", or list
 * items that an indentation slip merged into one text.
 */
function textThatWouldChange(source: Source): Mistake | undefined {
  let found: Mistake | undefined;
  visit(source.doc, {
    Scalar(_, node) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return undefined;
      const [start, valueEnd] = node.range;
      const written = source.text.slice(start, valueEnd);
      const line = lineAt(source.text, start);
      const key = fieldOf(line)?.key;
      const commentAt = /^[ \t]+#/.exec(source.text.slice(valueEnd).split('\n')[0]!);
      if (node.comment !== undefined && commentAt && !written.includes('\n')) {
        const offset = valueEnd + commentAt[0].length - 1;
        const full = `${written}${source.text.slice(valueEnd).split('\n')[0]!}`.trimEnd();
        found = { ...say('comment-cuts-text', { key, text: full }), offset, end: offset + 1 };
        return visit.BREAK;
      }
      const swallowed = /\n([ \t]*)- /.exec(written);
      if (swallowed) {
        const offset = start + swallowed.index + 1 + swallowed[1]!.length;
        found = { ...say('list-swallowed', { list: listName(source.text, line) }), offset, end: offset + 1 };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * A carriage return not followed by a line feed: the line end of old Macs, and what a paste or a
 * search-and-replace can leave. Most editors show it as a line break; YAML does not read it as one,
 * so the next line joins this one, and inside a comment it silently takes that line out of the
 * site. CRLF (Windows) is a line end like any other.
 */
function loneCarriageReturn(text: string): Mistake | undefined {
  const offset = text.search(/\r(?!\n)/);
  return offset === -1 ? undefined : { ...say('lone-carriage-return'), offset, end: offset + 1 };
}

/**
 * The first thing wrong with a file's YAML, if any, in the order an editor should fix them: line
 * ends that YAML does not read as the editor sees them, invisible characters, then syntax (said as
 * precisely as the line allows), then text that would be published otherwise than typed.
 */
export function firstMistake(source: Source): Mistake | undefined {
  const loneCr = loneCarriageReturn(source.text);
  if (loneCr) return loneCr;
  const invisible = invisibleIndentation(source.text);
  if (invisible) return invisible;
  const fault = firstYamlFault(source);
  if (fault) {
    const words = explainYamlFault(fault, source.text.slice(fault.offset, fault.end));
    return diagnose(source.text, fault) ?? { ...words, offset: fault.offset, end: fault.end };
  }
  return textThatWouldChange(source);
}
