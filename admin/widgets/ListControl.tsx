import type { CmsWidgetControlProps } from 'decap-cms-core';
import listWidget from 'decap-cms-widget-list';
import type { List, Map as ImmutableMap } from 'immutable';
import type { ButtonKind } from '../../schema/fields/link.ts';
import { scheduleKey } from '../../schema/fields/schedule.ts';
import { scheduleState, type ScheduleData } from '../../schema/schedule/state.ts';
import { cmsClock } from '../clock.ts';
import { plainData } from '../decap/door/plain-data.ts';
import { isButton, withKind } from './button-kind.ts';
import { foldButtonName } from './fold-names.ts';
import type { Component, MouseEvent, ReactNode } from 'react';
import styles from './ListControl.module.css';

/** What this file uses of Decap's list control (decap-cms-widget-list's ListControl.js, pinned in package.json). */
interface DecapListControl extends Component<CmsWidgetControlProps> {
  /** Draws one item; an arrow function set on each instance. */
  renderItem: (item: unknown, index: number) => ReactNode;
  /** The text of a folded item: its summary. */
  objectLabel(item: unknown): ReactNode;
  handleItemCollapseToggle: (index: number, event: MouseEvent) => void;
  /** Who hears a change to a field of the item with `key` (Decap keeps one per item, by its key). */
  handleChangeFor: (key: string) => ChangeOfField;
  state: { itemsCollapsed: boolean[]; keys: string[] };
}

type ChangeOfField = (field: ImmutableMap<string, unknown>, value: unknown, metadata?: unknown) => void;

const DecapList = listWidget.controlComponent as unknown as new (props: CmsWidgetControlProps) => DecapListControl;

/**
 * Decap's list, whose folded items open from their own text (the card's title, "Abertura da página:
 * Grupo INVERO"), not only from the small chevron above it: the summary is a button, reached with
 * Tab and named by what it shows. The chevrons and the remove button say what they do to which item
 * ("Recolher Cartão 2", "Remover Cartão 2"): Decap draws them as bare icons (the list's own chevron
 * named "Fechar", like the real close buttons), and its bars take no names, so they are named once
 * drawn, by where Decap puts them.
 */
export class ListControl extends DecapList {
  /** The item being drawn: Decap asks for an item's summary with the item alone. */
  private drawing = 0;

  constructor(props: CmsWidgetControlProps) {
    super(props);
    // A button's new kind changes several of its keys at once (button-kind.ts); Decap's list sets one.
    const changeFor = this.handleChangeFor;
    const handlers = new Map<string, ChangeOfField>();
    this.handleChangeFor = (key) => {
      const handler: ChangeOfField =
        handlers.get(key) ??
        ((field, value, metadata) => {
          if (field.get('name') === 'action' && isButton(this.props.field.get('fields')))
            this.chooseKind(key, value as ButtonKind | null);
          else changeFor(key)(field, value, metadata);
        });
      handlers.set(key, handler);
      return handler;
    };
    const renderItem = this.renderItem;
    this.renderItem = (item, index) => {
      this.drawing = index;
      return renderItem(item, index);
    };
  }

  override componentDidMount() {
    super.componentDidMount?.();
    this.nameButtons();
  }

  override componentDidUpdate() {
    this.nameButtons();
  }

  private chooseKind(key: string, kind: ButtonKind | null) {
    const index = this.state.keys.indexOf(key);
    const { value, onChange } = this.props as {
      value: List<ImmutableMap<string, unknown>>;
      onChange: (value: unknown) => void;
    };
    if (index !== -1) onChange(value.set(index, withKind(value.get(index), kind)));
  }

  private nameButtons() {
    const list = document.getElementById(this.props.forID);
    if (!list) return;
    const { itemsCollapsed } = this.state;
    const label = String(this.props.field.get('label'));
    const item = String(this.props.field.get('label_singular') ?? label);
    const allFolded = itemsCollapsed.every((folded) => folded);
    list.querySelector('[data-testid="expand-button"]')?.setAttribute('aria-label', foldButtonName(allFolded, label));
    // The list's bar, then its items, each led by its own bar (after the kind's label, in a list of kinds).
    const items = [...(list.children[1]?.children ?? [])];
    items.forEach((element, index) => {
      const buttons = [...element.querySelectorAll(':scope > div:first-of-type > button')];
      const word = `${item} ${index + 1}`;
      buttons[0]?.setAttribute('aria-label', foldButtonName(itemsCollapsed[index] ?? true, word));
      buttons[1]?.setAttribute('aria-label', `Remover ${word}`);
    });
  }

  override objectLabel(item: unknown): ReactNode {
    const index = this.drawing;
    // A scheduled item says, folded, what its schedule means now: "Agendado: aparece em 24/12 às 00:00".
    const schedule = (item as ImmutableMap<string, unknown> | undefined)?.get?.(scheduleKey);
    const state = schedule === undefined ? undefined : scheduleState(plainData(schedule) as ScheduleData, cmsClock());
    return (
      <button
        type="button"
        className={styles.summary}
        aria-expanded={false}
        onClick={(event) => this.handleItemCollapseToggle(index, event)}
      >
        {super.objectLabel(item)}
        {state && (
          <span className={styles.scheduled} data-testid="schedule-summary">
            {state.message}
          </span>
        )}
      </button>
    );
  }
}
