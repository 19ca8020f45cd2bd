import objectWidget from 'decap-cms-widget-object';
import type { List, Map as ImmutableMap } from 'immutable';
import { cloneElement, type Component, type ReactElement } from 'react';
import type { ButtonKind } from '../../schema/fields/link.ts';
import { chosenKind, isButton, isKindKey, shows, withKind } from './button-kind.ts';
import { foldButtonName } from './fold-names.ts';

type Item = ImmutableMap<string, unknown>;
type Field = ImmutableMap<string, unknown>;

/** What this file uses of Decap's object control (decap-cms-widget-object's ObjectControl.js, pinned in package.json). */
interface DecapObjectControl extends Component<ObjectProps, { collapsed: boolean }> {
  /** The control of one field of the object, or null for a hidden field. */
  controlFor(field: Field, key: unknown): ReactElement<ControlProps> | null;
  /** Checks each field's value with its control, found by the field's name; an arrow set on each instance. */
  validate: () => void;
  childRefs: Record<string, unknown>;
  /** Keeps a field's control by its name, and hands it up to the form; an arrow set on each instance. */
  processControlRef: (ref: { props: { field: Field } } | null) => void;
  /** Draws the controls of the object's fields, in the order given; an arrow set on each instance. */
  renderFields: (multiFields: List<Field> | undefined, singleField: Field | undefined) => unknown;
}
/** What this file gives a field's control (Decap's EditorControl): its value, and who hears its change. */
interface ControlProps {
  value?: unknown;
  onChange?: (field: Field, value: ButtonKind | null) => void;
}
export interface ObjectProps {
  field: Field;
  /** The id of the group's box, whose first child is its bar (with the chevron) unless it is a list's item. */
  forID: string;
  value: Item | undefined;
  /** Inside a list: the list sets this item's fields, one at a time (ListControl.tsx turns a new kind into the whole item). */
  forList?: boolean;
  onChange: (value: Item) => void;
  onChangeObject: (field: Field, value: unknown) => void;
}

const DecapObject = objectWidget.controlComponent as unknown as new (props: ObjectProps) => DecapObjectControl;

/**
 * Decap's group of fields, which draws a button as a choice of three (button-kind.ts): its "Ação"
 * shows what the button does, and only the page or the address of that choice shows under it. The
 * same control draws the groups of a list's items (scripts/vite/decap-parts.ts hands it to Decap's list,
 * bundled with it: what it imports must hold no state of its own, which the admin's copy would not share).
 * A group of fields elsewhere is drawn by PhotoObjectControl.tsx, which draws a photo too.
 */
export class ObjectControl extends DecapObject {
  constructor(props: ObjectProps) {
    super(props);
    // Decap keeps the control of a field no longer drawn and checks it on Publicar: the page of a button
    // that now shows the notice would stop the save, empty and required, without a word.
    const validate = this.validate;
    this.validate = () => {
      if (isButton(this.props.field.get('fields'))) {
        for (const name of Object.keys(this.childRefs)) if (!shows(this.props.value, name)) delete this.childRefs[name];
      }
      validate();
    };
    // Decap hands each field's control up to the form, which checks the last one handed to it in the
    // name of the whole list: the page of a button once shown stood for the sections, empty and required.
    const keepRef = this.processControlRef;
    this.processControlRef = (ref) => {
      const name = String(ref?.props.field.get('name'));
      if (ref && isButton(this.props.field.get('fields')) && isKindKey(name)) this.childRefs[name] = ref;
      else keepRef(ref);
    };
  }

  override componentDidMount() {
    super.componentDidMount?.();
    this.nameFoldButton();
  }

  override componentDidUpdate() {
    this.nameFoldButton();
  }

  /** The group's chevron says what it does to which group ("Recolher Imagem"); a list names its items' own. */
  private nameFoldButton() {
    if (this.props.forList) return;
    const chevron = document.getElementById(this.props.forID)?.querySelector(':scope > div:first-child button');
    chevron?.setAttribute('aria-label', foldButtonName(this.state.collapsed, String(this.props.field.get('label'))));
  }

  override controlFor(field: Field, key: unknown) {
    const { value, forList, onChange, onChangeObject } = this.props;
    if (!isButton(this.props.field.get('fields'))) return super.controlFor(field, key);
    const name = String(field.get('name'));
    if (!shows(value, name)) return null;
    // The choice, and the field it shows, are what the button needs: neither is "(opcional)" in the form.
    const control = super.controlFor(isKindKey(name) ? field.set('required', true) : field, key);
    if (!control || name !== 'action') return control;
    const choose = (kind: ButtonKind | null) =>
      forList ? onChangeObject(field, kind) : onChange(withKind(value, kind));
    return cloneElement<ControlProps>(control, { value: chosenKind(value), onChange: (_, kind) => choose(kind) });
  }
}

/** Decap's object widget with this control, for Decap's list, which draws its items with it. */
export default { ...objectWidget, controlComponent: ObjectControl };
