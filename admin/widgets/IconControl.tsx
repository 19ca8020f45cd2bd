import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { List, Map as ImmutableMap } from 'immutable';
import { useId, useState, type MouseEvent } from 'react';
import { iconNames, type IconName } from '../../schema/fields/icon.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { Icon } from '../../src/components/Icon/Icon.tsx';
import styles from './IconControl.module.css';

interface Choice {
  value: IconName;
  label: string;
}

const isIconName = (value: unknown): value is IconName => iconNames.includes(value as IconName);

/** The icons the field offers, from its generated options ({label, value}: the Portuguese name, the YAML's). */
function choicesOf(field: CmsWidgetControlProps['field']): Choice[] {
  const options = (field.get('options') as List<ImmutableMap<string, string> | string> | undefined)?.toArray() ?? [];
  return options.flatMap((option) => {
    const [value, label] = typeof option === 'string' ? [option, option] : [option.get('value'), option.get('label')];
    return isIconName(value) ? [{ value, label: label ?? value }] : [];
  });
}

/** Lower case without accents: "coracao" finds "Coração". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The CMS's icon field: the chosen icon's picture and Portuguese name, and a button that opens all
 * of them as pictures with their names, to search by name and choose one; the YAML gets the same
 * name as before ("smile"). Radio buttons underneath, so arrows, Tab and Space work as they do in
 * any form and a screen reader says "Sorriso, 28 de 36"; large enough targets for a finger.
 */
export function IconControl({
  value,
  onChange,
  forID,
  field,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: CmsWidgetControlProps<string | undefined> & { setActiveStyle: () => void; setInactiveStyle: () => void }) {
  const choices = choicesOf(field);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const panelId = useId();
  const current = choices.find((choice) => choice.value === value);
  const action = say(open ? 'cms-icon-close' : current ? 'cms-icon-change' : 'cms-icon-choose').message;
  const fieldLabel = String(field.get('label') ?? field.get('name'));
  const wanted = plain(search.trim());
  const shown = choices.filter((choice) => plain(choice.label).includes(wanted) || choice.value.includes(wanted));

  const choose = (choice: Choice, event: MouseEvent) => {
    onChange(choice.value);
    // Chosen with a click or a tap: done. With the arrow keys, the editor is still looking.
    if (event.detail > 0) setOpen(false);
  };

  return (
    <div className={`${classNameWrapper} ${styles.control}`} onFocus={setActiveStyle} onBlur={setInactiveStyle}>
      <div className={styles.current}>
        {current ? (
          <>
            <Icon name={current.value} size={32} className={styles.picture} />
            <span data-testid="icon-chosen">{current.label}</span>
          </>
        ) : (
          <span className={styles.none}>{say('cms-icon-none').message}</span>
        )}
        <button
          type="button"
          id={forID}
          className={styles.toggle}
          // The field's label points here (its `for`): the name says what it does and what is chosen.
          aria-label={`${action} (${fieldLabel}: ${current?.label ?? say('cms-icon-none-short').message})`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {action}
        </button>
      </div>
      {open && (
        <div id={panelId} className={styles.panel}>
          <input
            type="search"
            className={styles.search}
            aria-label={say('cms-icon-search').message}
            placeholder={say('cms-icon-search-placeholder').message}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <fieldset className={styles.choices} aria-label={say('cms-icon-choices').message}>
            {shown.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${forID}-icones`}
                  value={choice.value}
                  checked={choice.value === value}
                  onChange={() => onChange(choice.value)}
                  onClick={(event) => choose(choice, event)}
                />
                <Icon name={choice.value} size={28} className={styles.picture} />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
          {shown.length === 0 && (
            <p className={styles.none}>{say('cms-icon-not-found', { search: search.trim() }).message}</p>
          )}
        </div>
      )}
    </div>
  );
}
