import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { List, Map as ImmutableMap } from 'immutable';
import styles from './ChoiceControl.module.css';

/** The generated options: `{label, value}`, the form's words and the value. */
function optionsOf(field: CmsWidgetControlProps['field']): { label: string; value: string }[] {
  const options = (field.get('options') as List<ImmutableMap<string, string> | string> | undefined)?.toArray() ?? [];
  return options.map((option) =>
    typeof option === 'string'
      ? { label: option, value: option }
      : { label: option.get('label')!, value: option.get('value')! },
  );
}

/**
 * A choice of a few things, each in words, all in view: one tap chooses (a button's "Ação": show the
 * notice, open a page of the site, open an address), where a select needs two and hides the others.
 */
export function ChoiceControl({ value, onChange, forID, field }: CmsWidgetControlProps<string | undefined>) {
  return (
    <div id={forID} role="radiogroup" aria-label={String(field.get('label'))} className={styles.choices}>
      {optionsOf(field).map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={forID}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
