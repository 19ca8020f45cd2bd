import { entry } from './entry.ts';

/**
 * The form's own words for everyday edits: what a line break in a paragraph becomes, and the
 * WhatsApp number and message that become a button's address, how a photo is cropped, and the description asked
 * again for a new photo.
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
  'cms-whatsapp-message': entry({
    message: () => 'Mensagem que já vem escrita (opcional)',
    hint: () =>
      'O texto que aparece pronto na conversa, para a pessoa só tocar em enviar, ex.: Olá, quero agendar uma consulta.',
  }),
  'cms-whatsapp-made': entry<{ number: string; withMessage: boolean }>({
    message: ({ number, withMessage }) =>
      `Pronto: o botão abre uma conversa no WhatsApp com ${number}${withMessage ? ', com a mensagem já escrita' : ''}.`,
    hint: () => '',
  }),
  'cms-whatsapp-not-yet': entry({
    message: () => 'Ainda não é um número do Brasil: falta o DDD ou algum dígito.',
    hint: () => 'Exemplo: (11) 98765-4321 ou (11) 3456-7890.',
  }),
  'cms-whatsapp-needs-number': entry({
    message: () => 'Falta o número: a mensagem vai junto com ele.',
    hint: () => 'Digite o número de WhatsApp acima da mensagem, com DDD.',
  }),
  'cms-photo-crop': entry({
    message: () => 'Como a foto aparece no site',
    hint: () =>
      'A foto não tem o formato do quadro dela: o que está escurecido fica de fora. Escolha no Foco da foto a parte que deve aparecer.',
  }),
  'cms-photo-crop-phone': entry({ message: () => 'No celular', hint: () => '' }),
  'cms-photo-crop-computer': entry({ message: () => 'No computador', hint: () => '' }),
  'cms-photo-describe-again': entry<{ photo: string }>({
    message: ({ photo }) => `Você colocou a foto "${photo}": a descrição ainda combina com ela?`,
    hint: () =>
      'Quem não pode ver a foto (com um leitor de tela, por exemplo) conhece só a descrição. Escreva o que a nova foto mostra, ou confirme a de antes.',
  }),
  'cms-photo-description-before': entry<{ description: string }>({
    message: ({ description }) => `A descrição de antes: "${description}"`,
    hint: () => '',
  }),
  'cms-photo-new-description': entry({ message: () => 'O que a nova foto mostra', hint: () => '' }),
  'cms-photo-use-description': entry({ message: () => 'Usar esta descrição', hint: () => '' }),
  'cms-photo-keep-description': entry({ message: () => 'A de antes ainda serve', hint: () => '' }),
  'cms-photo-describe-later': entry({
    message: () => 'Responder depois',
    hint: () => 'Fecha a pergunta; a descrição fica como está, e você pode mudá-la no formulário.',
  }),
};
