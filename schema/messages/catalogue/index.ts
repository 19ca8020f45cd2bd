/**
 * THE catalogue of every message an editor can see, by id: what is wrong and how to fix it, each
 * worded from what was found. `npm run validate`, the build, the dev server and the CMS all speak
 * through it, so it imports nothing from Node.
 */
import { escapeInvisible } from '../words.ts';
import { editorMessages } from './editor.ts';
import { editorTabMessages } from './editor-tab.ts';
import { editorsMessages } from './editors.ts';
import { everydayMessages } from './everyday.ts';
import { fileReader, type Entry, type Reader } from './entry.ts';
import { fieldMessages } from './fields.ts';
import { fileNameMessages } from './file-names.ts';
import { fileMessages } from './files.ts';
import { historyMessages } from './history.ts';
import { imageMessages } from './images.ts';
import { localEditorMessages } from './local-editor.ts';
import { pageWeightMessages } from './page-weight.ts';
import { publishingMessages } from './publishing.ts';
import { pastedMessages, type PastedRuleId } from './pasted.ts';
import { ruleMessages } from './rules.ts';
import { scheduleMessages } from './schedule.ts';
import { screenMessages } from './screens.ts';
import { searchMessages } from './search.ts';
import { signInMessages } from './sign-in.ts';
import { typingMessages } from './typing.ts';
import { versionMessages } from './versions.ts';
import { yamlMessages } from './yaml.ts';

export const catalogue = {
  ...ruleMessages,
  ...pastedMessages,
  ...fieldMessages,
  ...yamlMessages,
  ...typingMessages,
  ...fileMessages,
  ...fileNameMessages,
  ...imageMessages,
  ...localEditorMessages,
  ...editorMessages,
  ...everydayMessages,
  ...versionMessages,
  ...publishingMessages,
  ...pageWeightMessages,
  ...historyMessages,
  ...searchMessages,
  ...editorsMessages,
  ...signInMessages,
  ...editorTabMessages,
  ...scheduleMessages,
  ...screenMessages,
};

export type MessageId = keyof typeof catalogue;
export type MessageData<Id extends MessageId> = (typeof catalogue)[Id] extends Entry<infer Data> ? Data : never;
/** The messages that need no data: fixed words. */
export type FixedMessageId = { [Id in MessageId]: keyof MessageData<Id> extends never ? Id : never }[MessageId];
import type { RuleId as ShapeRuleId } from './rules.ts';
/** The rules a schema's check may be attached with (`explained(rule)`). */
export type RuleId = ShapeRuleId | PastedRuleId;
export type { VariantNames } from './fields.ts';
export { fileReader, type Reader } from './entry.ts';

/** What a message was said from: its id and data, to say it again to another reader. */
export interface Saying {
  id: MessageId;
  data: object;
}

/** An editor-facing message and its hint. */
export interface Words {
  message: string;
  hint: string;
  /** Set by `say`: what the words were made from, for `sayAgain` to word them for another reader. */
  said?: Saying;
}

function spoken(said: Saying, to: Reader): Words {
  const words = catalogue[said.id] as Entry<object>;
  // Words quote what editors wrote (a key, a value, a file name): never with a character that acts unseen.
  return {
    message: escapeInvisible(words.message(said.data, to)),
    hint: escapeInvisible(words.hint(said.data, to)),
    said,
  };
}

/** The catalogue's words for `id`, for the reader of the YAML text (the terminal, GitHub). */
export function say<Id extends MessageId>(
  id: Id,
  ...[data]: keyof MessageData<Id> extends never ? [] : [MessageData<Id>]
): Words {
  return spoken({ id, data: data ?? {} }, fileReader);
}

/** The same message for another reader (the CMS's form); words not said by `say` stay as they are. */
export function sayAgain(words: Words, to: Reader): Words {
  return words.said ? spoken(words.said, to) : words;
}
