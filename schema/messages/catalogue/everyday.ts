import { entry } from './entry.ts';

/**
 * The form's own words for everyday edits: what a line break in a paragraph becomes, and the
 * WhatsApp number that becomes a button's address.
 * Read by the editor only, so never a key or a code.
 */
export const everydayMessages = {
  'cms-one-paragraph': entry({
    message: () => 'Uma quebra de linha aparece no site como um espaço: o texto é um parágrafo só.',
    hint: () => '',
  }),
  'cms-whatsapp-number': entry({
    message: () => 'Ou digite o número de WhatsApp',
    hint: () => 'Com DDD, como você escreve, ex.: (11) 98765-4321; o endereço acima é preenchido sozinho.',
  }),
  'cms-whatsapp-made': entry<{ number: string }>({
    message: ({ number }) => `Pronto: o botão abre uma conversa no WhatsApp com ${number}.`,
    hint: () => '',
  }),
  'cms-whatsapp-not-yet': entry({
    message: () => 'Ainda não é um número do Brasil: falta o DDD ou algum dígito.',
    hint: () => 'Exemplo: (11) 98765-4321 ou (11) 3456-7890.',
  }),
};
