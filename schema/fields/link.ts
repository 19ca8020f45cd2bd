import * as z from 'zod';
import { explained } from '../messages/explained.ts';
import { formWords } from './form-words.ts';
import { pagePathSchema } from './ids.ts';
import { layoutLimits, limitedText } from './text.ts';
import { externalUrlSchema } from './url.ts';

/** A text link to a page of this site (navigation, footer). */
export const pageLinkSchema = z
  .strictObject({
    label: limitedText(layoutLimits.linkLabel, 'O texto do link.').register(formWords, { label: 'Texto' }),
    to: pagePathSchema,
  })
  .describe('Um link para uma página do site: label (texto) e to (endereço da página).');

const buttonStyles = ['primary', 'secondary'] as const;
const buttonStyleLabels: Record<(typeof buttonStyles)[number], string> = {
  primary: 'Principal (cheio)',
  secondary: 'Secundário (só o contorno)',
};

/**
 * What a button can do, and the key of the YAML that says it: the form offers these as one choice
 * ("Ação"), and shows only the field of the one chosen (admin/widgets/button-kind.ts).
 */
export const buttonKinds = { notice: 'action', page: 'to', external: 'href' } as const;
export type ButtonKind = keyof typeof buttonKinds;

/** What a button's data does: the page or the address it names, or else the notice. */
export function buttonKindOf(has: (key: string) => boolean): ButtonKind {
  const kinds = Object.keys(buttonKinds) as ButtonKind[];
  return kinds.find((kind) => kind !== 'notice' && has(buttonKinds[kind])) ?? 'notice';
}

const buttonKindLabels: Record<ButtonKind, string> = {
  notice: 'Mostrar o aviso',
  page: 'Abrir uma página do site',
  external: 'Abrir um endereço',
};

/** How many of the keys that say what a button does it has: exactly one is right. */
const actionCount = (button: Partial<Record<(typeof buttonKinds)[ButtonKind], unknown>>) =>
  Object.values(buttonKinds).filter((key) => button[key] !== undefined).length;

/**
 * A call-to-action. In YAML it names exactly one of `action: notice`, `to:` or `href:`;
 * the schema turns that into one `action` the renderer can switch on.
 */
export const buttonSchema = z
  .strictObject({
    label: limitedText(layoutLimits.buttonLabel, 'O texto do botão.').register(formWords, { label: 'Texto' }),
    action: z
      .literal('notice')
      .optional()
      .describe('"notice": o botão mostra o aviso "Funcionalidade em desenvolvimento".')
      .register(formWords, {
        label: 'Ação',
        hint: 'O que o botão faz: mostrar o aviso "Funcionalidade em desenvolvimento", abrir uma página deste site ou abrir um endereço (um site, um WhatsApp, um telefone, um e-mail).',
        // The form's choices are the three kinds; the file says the other two by their own keys.
        choices: buttonKindLabels,
      }),
    to: pagePathSchema.optional(),
    href: externalUrlSchema.optional().register(formWords, {
      // Not "Endereço" alone: that is the page's own address, higher in the same form.
      label: 'Endereço que o botão abre',
      hint: 'Um site: https://www.exemplo.com.br; um WhatsApp: https://wa.me/5511987654321 (ou digite o número abaixo); um telefone: tel:+551134567890; um e-mail: mailto:contato@exemplo.com.br.',
    }),
    style: z
      .enum(buttonStyles)
      .default('primary')
      .describe('Aparência: primary (cheio, padrão) ou secondary (contorno).')
      .register(formWords, {
        label: 'Aparência',
        hint: 'Principal: o botão cheio, de destaque (o padrão); secundário: só o contorno.',
        choices: buttonStyleLabels,
      }),
  })
  .refine((b) => actionCount(b) > 0, explained('button-no-action'))
  .refine((b) => actionCount(b) < 2, explained('button-two-actions'))
  .transform(({ label, style, action, to, href }) => ({
    label,
    style,
    action:
      to !== undefined
        ? ({ kind: 'page', to } as const)
        : href !== undefined
          ? ({ kind: 'external', href } as const)
          : ({ kind: action ?? 'notice' } as const),
  }))
  .describe('Um botão: label e exatamente uma ação (action: notice, to: /pagina ou href: https://…).');

export type Button = z.output<typeof buttonSchema>;
export type PageLink = z.output<typeof pageLinkSchema>;
