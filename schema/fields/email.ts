import * as z from 'zod';
import type { RuleId } from '../messages/catalogue/index.ts';
import { refusedFor } from '../messages/explained.ts';
import { unseenInAddress } from './invisible.ts';

/**
 * One e-mail address, the one rule for the footer's e-mail and for a `mailto:` link: what a reader
 * sees is where the mail goes. A pasted address can carry characters nobody sees (a zero-width
 * space, a direction mark, a soft hyphen), which publish an address no mail reaches; a comma or a
 * semicolon adds recipients; a "%" code hides one ("evil%40evil.example@b.co" writes to
 * evil@evil.example as well).
 */
export type EmailFault = 'invisible' | 'several' | 'encoded' | 'malformed';

export function emailFault(address: string): EmailFault | undefined {
  if (unseenInAddress.test(address)) return 'invisible';
  if (/[,;]|%2c|%3b/i.test(address)) return 'several';
  if (address.includes('%')) return 'encoded';
  return z.regexes.email.test(address) ? undefined : 'malformed';
}

/** The catalogue's rule for each way an address is wrong; the first words the pattern in the CMS. */
export const emailRules = {
  malformed: 'email',
  invisible: 'email-invisible',
  several: 'email-several',
  encoded: 'email-encoded',
} as const satisfies Record<EmailFault, RuleId>;

export const emailSchema = refusedFor(z.string().trim(), emailFault, emailRules)
  // The pattern and format go into the JSON Schema (editor help, the CMS's field).
  .meta({ format: 'email', pattern: z.regexes.email.source });
