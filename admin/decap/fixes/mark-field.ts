import type { Path } from '../../../schema/walk.ts';
import { changeDraftFieldValidation, store, validationErrorTypes } from '../door/internals.ts';

/*
 * A field of Decap's form, found from a place in the entry's data, and marked with Decap's own
 * field error: its label red, the message under it, every enclosing list and group red too (by the
 * `parentIds` Decap's errors carry), the items that hide it opened, the field brought into view.
 * Decap clears the error when the field is edited, and checks the fields again at the next save.
 *
 * Decap gives a control no address but a generated id ("title-field-12", on its label's `for` and
 * on its widget); the form is walked by the data's path: a key is the label `for="<key>-field-…"`
 * of the control inside the enclosing one, a number is the nth item of a list (the children of the
 * list's sortable wrapper, its last child).
 */

const controlIdPattern = /-field-\d+$/;

/** The control (list, group or field) an element is inside: its widget's element, which has the control's id. */
function enclosingControl(element: Element): Element | null {
  let at = element.parentElement;
  while (at && !controlIdPattern.test(at.id)) at = at.parentElement;
  return at;
}

const isShown = (element: Element) => element.getClientRects().length > 0;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

interface Found {
  /** The control's id, and those of the controls around it, outermost first. */
  id: string;
  parents: string[];
  /** The items and groups on the way, to open when they hide the field. */
  containers: Element[];
  label: HTMLLabelElement;
  /** The item of a list the path ends on (a list of texts: the item is its one field), already among `containers`. */
  item?: Element;
}

/** The label of the control for `key` directly inside `owner` (none: the form's top level). */
function labelFor(scope: ParentNode, key: string, owner: Element | null): HTMLLabelElement | undefined {
  const id = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-field-\\d+$`);
  return [...scope.querySelectorAll<HTMLLabelElement>('label[for]')].find(
    (label) => id.test(label.htmlFor) && enclosingControl(label) === owner,
  );
}

/** The deepest control of the form on `path` (a list item without a label of its own: its list). */
function findControl(path: Path): Found | undefined {
  let owner: Element | null = null;
  let scope: ParentNode = document;
  let found: Found | undefined;
  const parents: string[] = [];
  const containers: Element[] = [];
  let endItem: Element | undefined;
  for (const step of path) {
    endItem = undefined;
    if (typeof step === 'number') {
      const items = owner?.lastElementChild?.children;
      const item = items?.[step];
      if (!item) break;
      containers.push(item);
      scope = item;
      endItem = item;
      continue;
    }
    const label = labelFor(scope, String(step), owner);
    if (!label) break;
    if (found) parents.push(found.id);
    found = { id: label.htmlFor, parents: [...parents], containers: [...containers], label };
    owner = document.getElementById(label.htmlFor);
    if (!owner) break;
    containers.push(owner);
    scope = owner;
  }
  return found && endItem ? { ...found, containers, item: endItem } : found;
}

/** Opens the items and groups that hide `target` (the control's label), outermost first. */
async function reveal({ containers, label }: Found, target: Element = label): Promise<void> {
  for (const container of containers) {
    if (isShown(target)) return;
    // An item's first button opens it; a group's is its "expand" button.
    const toggle = container.querySelector<HTMLButtonElement>('[data-testid="expand-button"], button');
    const inside = container.lastElementChild;
    if (toggle && inside && !isShown(inside)) {
      toggle.click();
      await nextFrame();
    }
  }
}

/**
 * Marks the field at `path` of the open entry with `message`, in Decap's own way; answers whether
 * the field was found. `bringIntoView` opens what hides it and scrolls to it.
 */
export async function markField(path: Path, message: string, bringIntoView: boolean): Promise<boolean> {
  const found = findControl(path);
  if (!found) return false;
  store.dispatch(
    changeDraftFieldValidation(found.id, [{ type: validationErrorTypes.CUSTOM, parentIds: found.parents, message }]),
  );
  if (bringIntoView) {
    await reveal(found);
    found.label.scrollIntoView({ block: 'center' });
  }
  return true;
}

/**
 * Opens what hides the field at `path` of the open entry and brings it into view; answers whether it
 * was found. With `focus`, as a search result opens it, the field's text box also takes the focus,
 * which Decap draws as the field's active look: the editor sees which field, and can type. (Its words
 * are not selected: Decap's text box puts its caret back where it last was whenever it is drawn again.)
 */
export async function showField(path: Path, focus = false): Promise<boolean> {
  const found = findControl(path);
  if (!found) return false;
  // An item of a list of texts has no label of its own: its one field is the text box inside it.
  const control = focus
    ? (found.item?.querySelector('input, textarea') ?? document.getElementById(found.id) ?? undefined)
    : undefined;
  await reveal(found, control);
  (control ?? found.label).scrollIntoView({ block: 'center' });
  if (control instanceof HTMLElement) control.focus({ preventScroll: true });
  return true;
}

/**
 * Once the form of the entry at the address `hash` is drawn (the address is the entry's, the field's
 * label in the document; now, when it is open already), runs `act` on it (shows or marks a field) until it answers that it found
 * the field; gives up when the editor goes elsewhere. For a screen that opens an entry at a field.
 */
export function onceDrawn(hash: string, act: () => Promise<boolean>): void {
  let trying = false;
  const watch = new MutationObserver(() => void attempt());
  const stop = () => {
    watch.disconnect();
    window.removeEventListener('hashchange', left);
  };
  const left = () => {
    if (window.location.hash !== hash) stop();
  };
  const attempt = async () => {
    if (trying || window.location.hash !== hash) return;
    trying = true;
    const done = await act();
    trying = false;
    if (done) stop();
  };
  watch.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('hashchange', left);
  // The entry may be open already, its form drawn: nothing would change to say so.
  void attempt();
}

/**
 * The place in the entry's `data` of the control whose id is `id` (the key of Decap's field errors):
 * the reverse of `findControl`, from the control's label up through the enclosing controls, each
 * key from its label's `for`; inside a list (its value an array), the position of the item. None
 * when the control is not in the form.
 */
export function dataPathOf(id: string, data: unknown): Path | undefined {
  const steps: { key: string; item: number }[] = [];
  let label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
  while (label) {
    const owner = enclosingControl(label);
    const inside = label;
    const items = [...(owner?.lastElementChild?.children ?? [])];
    steps.unshift({
      key: label.htmlFor.replace(controlIdPattern, ''),
      item: items.findIndex((item) => item.contains(inside)),
    });
    if (!owner) break;
    // A list of several types draws its own label again in each item: its label is the one outside it.
    label =
      [...document.querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(owner.id)}"]`)].find(
        (candidate) => !owner.contains(candidate),
      ) ?? null;
    if (!label) return undefined;
  }
  const path: PropertyKey[] = [];
  let value = data;
  for (const { key, item } of steps) {
    if (Array.isArray(value)) {
      if (item < 0) return undefined;
      path.push(item);
      value = value[item];
    }
    path.push(key);
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return path.length > 0 ? path : undefined;
}
