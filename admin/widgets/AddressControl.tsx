import type { CmsWidgetControlProps } from 'decap-cms-core';
import { useId, useState } from 'react';
import { whatsappAddress } from '../../schema/fields/whatsapp.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import styles from './AddressControl.module.css';

type AddressProps = CmsWidgetControlProps<string | undefined> & {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
};

/**
 * A button's address: typed as it is (https://…, tel:…, mailto:…), or made from a WhatsApp number
 * typed as people write it, which becomes the https://wa.me/55… address the moment it is a whole
 * Brazilian number (schema/fields/whatsapp.ts), said below the box.
 */
export function AddressControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: AddressProps) {
  const [number, setNumber] = useState('');
  const numberId = useId();
  const statusId = useId();
  const helper = say('cms-whatsapp-number');
  const typed = number.trim();
  const status =
    typed === ''
      ? undefined
      : whatsappAddress(typed)
        ? say('cms-whatsapp-made', { number: typed })
        : say('cms-whatsapp-not-yet');
  return (
    <div className={styles.control}>
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={value ?? ''}
        inputMode="url"
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
      <div className={styles.whatsapp}>
        <label htmlFor={numberId}>{helper.message}</label>
        <input
          id={numberId}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          className={styles.number}
          value={number}
          aria-describedby={statusId}
          onChange={(event) => {
            setNumber(event.target.value);
            const address = whatsappAddress(event.target.value);
            if (address) onChange(address);
          }}
        />
        <p id={statusId} role="status" className={styles.status}>
          {status ? `${status.message} ${status.hint}`.trim() : helper.hint}
        </p>
      </div>
    </div>
  );
}
