import type { CmsWidgetControlProps } from 'decap-cms-core';
import { useId, useState } from 'react';
import {
  readWhatsappAddress,
  whatsappAddress,
  whatsappInCode,
  whatsappPlainText,
  type WhatsappChat,
} from '../../schema/fields/whatsapp.ts';
import { say, type Words } from '../../schema/messages/catalogue/index.ts';
import styles from './AddressControl.module.css';

type AddressProps = CmsWidgetControlProps<string | undefined> & {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
};

const noChat: WhatsappChat = { number: '', message: '' };

/** What the line under the helper says of the number and the message typed, against the address now in the box. */
function statusOf({ number, message }: WhatsappChat, address: string): Words | undefined {
  const typed = number.trim();
  const made = whatsappAddress(typed, message);
  if (made !== undefined && made === address)
    return say('cms-whatsapp-made', { number: typed, withMessage: message.trim() !== '' });
  if (typed !== '' && made === undefined) return say('cms-whatsapp-not-yet');
  if (typed === '' && message.trim() !== '') return say('cms-whatsapp-needs-number');
  return undefined;
}

/**
 * A button's address: typed as it is (https://…, tel:…, mailto:…), or made from a WhatsApp number
 * typed as people write it and, if the chat should open with it, a message as it reads: the
 * https://wa.me/55…?text=… address is written the moment the number is a whole Brazilian number
 * (schema/fields/whatsapp.ts), said below the boxes. A WhatsApp address in the box fills the number
 * and the message back, so that changing one starts from what is there; one typed with its message
 * as plain text is put in code when the box is left, as validation would otherwise refuse it.
 */
export function AddressControl({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: AddressProps) {
  const address = value ?? '';
  const [chat, setChat] = useState<WhatsappChat>(() => readWhatsappAddress(address) ?? noChat);
  // An address that changed but not by the helper (typed in the box, restored, switched back): the
  // helper reads it again, or empties for an address that is no WhatsApp chat.
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    if (address !== whatsappAddress(chat.number, chat.message)) setChat(readWhatsappAddress(address) ?? noChat);
  }
  const numberId = useId();
  const messageId = useId();
  const messageHintId = useId();
  const statusId = useId();
  const numberWords = say('cms-whatsapp-number');
  const messageWords = say('cms-whatsapp-message');
  const status = statusOf(chat, address);

  const typed = (changed: WhatsappChat) => {
    setChat(changed);
    const made = whatsappAddress(changed.number, changed.message);
    if (made !== undefined) onChange(made);
  };

  return (
    <div className={styles.control}>
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={address}
        inputMode="url"
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={() => {
          setInactiveStyle();
          if (whatsappPlainText(address).length > 0) onChange(whatsappInCode(address));
        }}
      />
      <div className={styles.whatsapp}>
        <label htmlFor={numberId}>{numberWords.message}</label>
        <input
          id={numberId}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          className={styles.number}
          value={chat.number}
          aria-describedby={statusId}
          onChange={(event) => typed({ ...chat, number: event.target.value })}
        />
        <label htmlFor={messageId} className={styles.label}>
          {messageWords.message}
        </label>
        <textarea
          id={messageId}
          rows={2}
          className={styles.message}
          value={chat.message}
          aria-describedby={`${messageHintId} ${statusId}`}
          onChange={(event) => typed({ ...chat, message: event.target.value })}
        />
        <p id={messageHintId} className={styles.hint}>
          {messageWords.hint}
        </p>
        <p id={statusId} role="status" className={styles.status}>
          {status ? `${status.message} ${status.hint}`.trim() : numberWords.hint}
        </p>
      </div>
    </div>
  );
}
