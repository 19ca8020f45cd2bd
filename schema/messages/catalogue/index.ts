/**
 * THE catalogue of every message an editor can see, by id: what is wrong and how to fix it, each
 * worded from what was found. `npm run validate`, the build, the dev server and the CMS all speak
 * through it, so it imports nothing from Node.
 */
import { escapeInvisible } from '../words.ts';
import type { Entry } from './entry.ts';
import { fieldMessages } from './fields.ts';
import { fileMessages } from './files.ts';
import { imageMessages } from './images.ts';
import { localEditorMessages } from './local-editor.ts';
import { ruleMessages } from './rules.ts';
import { typingMessages } from './typing.ts';
import { yamlMessages } from './yaml.ts';

export const catalogue = {
  ...ruleMessages,
  ...fieldMessages,
  ...yamlMessages,
  ...typingMessages,
  ...fileMessages,
  ...imageMessages,
  ...localEditorMessages,
};

export type MessageId = keyof typeof catalogue;
export type MessageData<Id extends MessageId> = (typeof catalogue)[Id] extends Entry<infer Data> ? Data : never;
/** The messages that need no data: fixed words. */
export type FixedMessageId = { [Id in MessageId]: keyof MessageData<Id> extends never ? Id : never }[MessageId];
export type { RuleId } from './rules.ts';
export type { VariantNames } from './fields.ts';

/** An editor-facing message and its hint. */
export interface Words {
  message: string;
  hint: string;
}

export function say<Id extends MessageId>(
  id: Id,
  ...[data]: keyof MessageData<Id> extends never ? [] : [MessageData<Id>]
): Words {
  const words = catalogue[id] as Entry<MessageData<Id>>;
  const given = (data ?? {}) as MessageData<Id>;
  // Words quote what editors wrote (a key, a value, a file name): never with a character that acts unseen.
  return { message: escapeInvisible(words.message(given)), hint: escapeInvisible(words.hint(given)) };
}
