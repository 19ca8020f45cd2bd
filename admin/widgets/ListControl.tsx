import type { CmsWidgetControlProps } from 'decap-cms-core';
import listWidget from 'decap-cms-widget-list';
import type { Component, MouseEvent, ReactNode } from 'react';
import styles from './ListControl.module.css';

/** What this file uses of Decap's list control (decap-cms-widget-list's ListControl.js, pinned in package.json). */
interface DecapListControl extends Component<CmsWidgetControlProps> {
  /** Draws one item; an arrow function set on each instance. */
  renderItem: (item: unknown, index: number) => ReactNode;
  /** The text of a folded item: its summary. */
  objectLabel(item: unknown): ReactNode;
  handleItemCollapseToggle: (index: number, event: MouseEvent) => void;
}

const DecapList = listWidget.controlComponent as unknown as new (props: CmsWidgetControlProps) => DecapListControl;

/**
 * Decap's list, whose folded items open from their own text (the card's title, "Abertura da página:
 * Grupo INVERO"), not only from the small chevron above it: the summary is a button, reached with
 * Tab and named by what it shows.
 */
export class ListControl extends DecapList {
  /** The item being drawn: Decap asks for an item's summary with the item alone. */
  private drawing = 0;

  constructor(props: CmsWidgetControlProps) {
    super(props);
    const renderItem = this.renderItem;
    this.renderItem = (item, index) => {
      this.drawing = index;
      return renderItem(item, index);
    };
  }

  override objectLabel(item: unknown): ReactNode {
    const index = this.drawing;
    return (
      <button
        type="button"
        className={styles.summary}
        aria-expanded={false}
        onClick={(event) => this.handleItemCollapseToggle(index, event)}
      >
        {super.objectLabel(item)}
      </button>
    );
  }
}
