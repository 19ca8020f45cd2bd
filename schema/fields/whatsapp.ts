import { phoneDigits } from './phone.ts';

/**
 * The address that opens a WhatsApp chat with a Brazilian number written as people write it
 * ("(11) 98765-4321", "+55 11 3456 7890"): https://wa.me/ and the number with 55 before it, digits
 * only, as WhatsApp asks. Undefined when the text is not one Brazilian number.
 */
export function whatsappAddress(text: string): string | undefined {
  const digits = phoneDigits(text);
  return digits === undefined ? undefined : `https://wa.me/55${digits}`;
}
