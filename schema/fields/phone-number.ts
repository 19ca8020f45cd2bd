/**
 * A Brazilian phone number's digits and the link that dials it, apart from the field's schema
 * (phone.ts): the words about a WhatsApp address read them too, and the schema reads those words.
 */

/**
 * A Brazilian phone number as people write it: (11) 3456-7890, 11 98765-4321, +55 11 3456 7890.
 * Area code (two digits, no zero), then 8 digits for a landline or 9 starting with 9 for a mobile.
 */
export const brazilianPhone = /^(?:\+55\s?)?(?:\(([1-9]{2})\)|([1-9]{2}))\s?((?:9\d{4}|\d{4})[-\s.]?\d{4})$/;

/** The digits after +55, if the text is one Brazilian number. */
export function phoneDigits(text: string): string | undefined {
  const match = brazilianPhone.exec(text.trim());
  return match ? `${match[1] ?? match[2]}${match[3]!.replace(/\D/g, '')}` : undefined;
}

/** The link that dials the Brazilian number `text`: `tel:` +55 and its digits. */
export const telHref = (text: string) => `tel:+55${phoneDigits(text)!}`;
