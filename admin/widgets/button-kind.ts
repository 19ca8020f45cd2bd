import { List, Map as ImmutableMap } from 'immutable';
import { buttonKindOf, buttonKinds, type ButtonKind } from '../../schema/fields/link.ts';

type Item = ImmutableMap<string, unknown>;

/**
 * A button in the form: what it does is one choice of three ("Ação"), and the field that goes with
 * it (the page, the address) shows only for its choice. In the file a button still says it with one
 * key (`action: notice`, `to:` or `href:`, schema/fields/link.ts): the form reads the choice from the
 * key there is, and a new choice takes the other keys away, so the preview and the save never meet
 * two actions, nor a select emptied to null.
 */
export const isButton = (fields: unknown): boolean => {
  const names = new Set(List.isList(fields) ? fields.map((field) => (field as Item).get('name')) : []);
  return Object.values(buttonKinds).every((key) => names.has(key));
};

/** Whether `name` is the key of one of the kinds: the choice itself, the page, the address. */
export const isKindKey = (name: string) => (Object.values(buttonKinds) as string[]).includes(name);

/** What the button does now: the page or the address it has, or else the notice. */
export const kindOf = (item: Item | undefined): ButtonKind => buttonKindOf((key) => item?.get(key) !== undefined);

/**
 * What "Ação" shows as chosen: the button's kind once one of its keys is in the file; nothing for a
 * new button, whose notice would otherwise look chosen while the file says nothing (and the save is
 * refused: "Falta dizer o que o botão abre").
 */
export const chosenKind = (item: Item | undefined): ButtonKind | undefined =>
  Object.values(buttonKinds).some((key) => item?.get(key) !== undefined) ? kindOf(item) : undefined;

/** The button made to do `kind`: its key kept (or begun empty, for the editor to fill in), the others taken away. */
export function withKind(item: Item | undefined, kind: ButtonKind | null | undefined): Item {
  const chosen = kind ?? 'notice';
  const start = item ?? ImmutableMap<string, unknown>();
  return (Object.entries(buttonKinds) as [ButtonKind, string][]).reduce<Item>((button, [each, key]) => {
    if (each !== chosen) return button.delete(key);
    return button.set(key, each === 'notice' ? 'notice' : (button.get(key) ?? ''));
  }, start);
}

/** Whether the field `name` of a button shows: the choice itself, and the field of the chosen kind only. */
export function shows(item: Item | undefined, name: string): boolean {
  const owner = (Object.keys(buttonKinds) as ButtonKind[]).find((each) => buttonKinds[each] === name);
  return owner === undefined || owner === 'notice' || owner === kindOf(item);
}
