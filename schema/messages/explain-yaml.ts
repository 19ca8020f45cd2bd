import { say, type FixedMessageId, type Words } from './catalogue/index.ts';

/** The yaml library's error codes (and ours, for the features we refuse) and their words. */
const byCode: Record<string, FixedMessageId> = {
  TAB_AS_INDENT: 'yaml-tab',
  BAD_INDENT: 'yaml-bad-indent',
  MISSING_CHAR: 'yaml-unclosed',
  BAD_SCALAR_START: 'yaml-reserved-start',
  MULTIPLE_DOCS: 'yaml-several-documents',
  BAD_DQ_ESCAPE: 'yaml-bad-escape',
  MULTILINE_IMPLICIT_KEY: 'yaml-multiline-key',
  BLOCK_AS_IMPLICIT_KEY: 'yaml-block-as-key',
  ALIAS: 'yaml-alias',
  ANCHOR: 'yaml-anchor',
  MERGE_KEY: 'yaml-merge-key',
};

/** Faults that share a yaml code but need other words, told apart by the library's message. */
const byDetail: [detail: RegExp, id: FixedMessageId][] = [
  [/closing .*quote/i, 'yaml-unclosed-quote'],
  [/Sequence item without - indicator/i, 'yaml-bad-indent'],
  [/Implicit keys need to be on a single line/i, 'yaml-missing-colon'],
];

/** `excerpt` is the text the fault points at, e.g. the repeated key's name. */
export function explainYamlFault(fault: { code: string; detail: string }, excerpt: string): Words {
  const id = byDetail.find(([detail]) => detail.test(fault.detail))?.[1] ?? byCode[fault.code];
  if (!id && fault.code === 'DUPLICATE_KEY') return say('yaml-duplicate-key', { key: excerpt });
  return say(id ?? 'yaml-unreadable');
}
