import { phoneDigits } from './phone-number.ts';

/**
 * A button that opens a WhatsApp chat: https://wa.me/, the number with 55 before it (digits only, as
 * WhatsApp asks), and, if the chat should open with a message already written, `?text=` and the
 * message in URL code (percent-encoded: a space is %20, "á" is %C3%A1). The form's helper writes it
 * from a number and a message as people write them (admin/widgets/AddressControl.tsx) and reads one
 * back; validation refuses a message left as plain text, naming the fault (url.ts).
 */
export interface WhatsappChat {
  /** The number as people write it: "(11) 98765-4321". */
  number: string;
  /** The message already written in the chat, as it reads; empty for none. */
  message: string;
}

/** A pasted half of an emoji cannot be put in code (encodeURIComponent throws): it becomes the replacement sign. */
const halfEmoji = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `?text=` and the message in code, or nothing for no message. */
function textPart(message: string): string {
  const text = message.trim();
  return text ? `?text=${encodeURIComponent(text.replace(halfEmoji, '\uFFFD'))}` : '';
}

/**
 * The address that opens a WhatsApp chat with the Brazilian number `number`, written as people write
 * it ("(11) 98765-4321", "+55 11 3456 7890"), with `message` already written in it when there is
 * one. Undefined while the number is not one whole Brazilian number.
 */
export function whatsappAddress(number: string, message = ''): string | undefined {
  const digits = phoneDigits(number);
  return digits === undefined ? undefined : `https://wa.me/55${digits}${textPart(message)}`;
}

/** A wa.me address with a message: what comes before "?text=" and the message as written after it. */
const withMessage = /^(https:\/\/wa\.me\/[^?#]*)\?text=(.*)$/is;

/** The text codes ("%C3%A1") stand for, read as UTF-8 as WhatsApp reads them; none for "%de", half a letter. */
function decoded(codes: string): string | undefined {
  try {
    return decodeURIComponent(codes);
  } catch {
    return undefined;
  }
}

/**
 * One piece of a message: codes ("%C3%A1"), a character a URL takes as it is, or (the second
 * group) one that needs code.
 */
const pieces = /((?:%[\da-f]{2})+)|[\w\-.!~*'()+,;:@/?=$]|([\s\S])/giu;

/** The characters of `message` that a URL takes only in code, in order: a "%" for codes that are no text. */
const plainIn = (message: string) =>
  [...message.matchAll(pieces)].flatMap(([, codes, plain]) =>
    plain !== undefined ? [plain] : codes !== undefined && decoded(codes) === undefined ? ['%'] : [],
  );

/**
 * The characters of the message in a wa.me address that should have been put in code (a space, an
 * accent, an emoji, "&", "#", a "%" that starts no letter's code), in order; none when the address has no
 * message or its message is in code. WhatsApp reads the message only up to a "&" or a "#"; the
 * others make an address that breaks where it is copied or shared.
 */
export const whatsappPlainText = (address: string): string[] => plainIn(withMessage.exec(address)?.[2] ?? '');

/**
 * A message as written in an address, as it reads. In code, as the helper writes it, or as a web
 * form writes it ("+" for a space; the helper writes a "+" as %2B). Written as plain text (refused,
 * but read to fill the form and to show the right address), each character is itself, but the codes.
 */
function messageOf(written: string): string {
  if (plainIn(written).length === 0) return new URLSearchParams(`text=${written}`).get('text') ?? '';
  return written.replace(/(?:%[\da-f]{2})+/gi, (codes) => decoded(codes) ?? codes);
}

/** "(11) 98765-4321" for the digits after 55. */
const numberAsWritten = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;

/**
 * The number and the message of a WhatsApp address the helper could have written (a Brazilian number,
 * nothing but a message after it), so that editing one starts from what it says; its message is read
 * even when it was written as plain text. Undefined for any other address.
 */
export function readWhatsappAddress(address: string): WhatsappChat | undefined {
  // Some guides write a "/" after the number; WhatsApp opens the same chat.
  const match = /^https:\/\/wa\.me\/55(\d{10,11})\/?(?:\?text=(.*))?$/is.exec(address.trim());
  if (!match || phoneDigits(numberAsWritten(match[1]!)) !== match[1]) return undefined;
  return { number: numberAsWritten(match[1]!), message: messageOf(match[2] ?? '').trim() };
}

/** A wa.me address whose message is plain text, with the message put in code; any other address as it is. */
export function whatsappInCode(address: string): string {
  const match = withMessage.exec(address);
  return match ? `${match[1]!}${textPart(messageOf(match[2]!))}` : address;
}
