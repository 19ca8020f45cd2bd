import { entry } from './entry.ts';

const ask = 'Avise a equipe de desenvolvimento, com esta mensagem.';

/**
 * The local server of `npm run cms`, which reads and writes the content folder for the CMS: what it
 * refuses, as the CMS shows it (Decap puts the server's words in its notice). A refused request
 * never names what a file holds or points to.
 */
export const localEditorMessages = {
  'cms-caller-refused': entry<{ adminUrl: string }>({
    message: () => 'Pedido recusado: o servidor local do CMS só atende o próprio CMS.',
    hint: ({ adminUrl }) => `Abra o CMS pelo endereço que o "npm run cms" mostra: ${adminUrl}`,
  }),
  'cms-secret-refused': entry<{ adminUrl: string }>({
    message: () =>
      'Pedido recusado: o servidor local do CMS só atende o CMS aberto pelo endereço desta execução do "npm run cms", e esta página não o tem.',
    hint: ({ adminUrl }) =>
      `Abra o CMS pelo endereço que o "npm run cms" mostra no terminal (${adminUrl}?segredo=…): ele muda a cada vez que o comando começa.`,
  }),
  'cms-secret-missing': entry({
    message: () =>
      'Este CMS foi aberto sem o segredo desta execução do "npm run cms", e o servidor local não grava sem ele.',
    hint: () =>
      'Abra o CMS pelo endereço que o "npm run cms" mostra no terminal, o que termina em "?segredo=…": ele muda a cada vez que o comando começa, e só a aba aberta por ele grava.',
  }),
  'cms-action-refused': entry<{ action: string }>({
    message: ({ action }) => `Pedido recusado: o servidor local do CMS não faz ${JSON.stringify(action)}.`,
    hint: () => 'Ele só lê e grava o conteúdo do site, como o CMS pede.',
  }),
  'cms-path-refused': entry<{ reachable: string }>({
    message: () => 'Pedido recusado: o servidor local do CMS não lê nem grava esse arquivo.',
    hint: ({ reachable }) => `Ele só alcança ${reachable}.`,
  }),
  'cms-photo-type-refused': entry<{ name: string }>({
    message: ({ name }) =>
      `Pedido recusado: a pasta de fotos só recebe fotos, e ${name} não tem o nome de uma (.jpg, .jpeg, .png, .webp ou .avif).`,
    hint: () => 'O site publica fotos em JPEG, PNG, WebP ou AVIF: envie a foto num desses formatos.',
  }),
  'cms-request-malformed': entry({
    message: () => 'O pedido ao servidor local do CMS veio incompleto.',
    hint: () => ask,
  }),
  'cms-request-too-big': entry<{ limitMb: number }>({
    message: ({ limitMb }) => `O pedido ao servidor local do CMS passa de ${limitMb} MB.`,
    hint: () => 'Envie as fotos uma de cada vez.',
  }),
  'cms-text-request-too-big': entry<{ limitKb: number }>({
    message: ({ limitKb }) =>
      `O pedido ao servidor local do CMS passa de ${limitKb} KB sem trazer nenhuma foto, e só um envio de fotos é tão grande.`,
    hint: () => ask,
  }),
  'cms-too-many-files': entry<{ count: number; limit: number }>({
    message: ({ count, limit }) =>
      `O pedido ao servidor local do CMS nomeia ${count} arquivos, e o limite é ${limit} por pedido.`,
    hint: () => ask,
  }),
  'cms-busy': entry<{ uploads: number }>({
    message: ({ uploads }) =>
      `O servidor local do CMS já está recebendo ${uploads} envios de fotos ao mesmo tempo, e este não foi recebido.`,
    hint: () => 'Espere os outros terminarem e envie de novo: nada deste envio foi gravado.',
  }),
  'cms-not-a-file': entry<{ file: string }>({
    message: ({ file }) =>
      `${file} não é um arquivo comum: é um atalho (link simbólico), uma pasta ou um arquivo especial, e o CMS não o lê nem grava nele.`,
    hint: () =>
      'Troque-o por um arquivo de verdade com esse nome (copie o conteúdo para um arquivo novo), ou apague-o; depois recarregue o CMS.',
  }),
  'cms-file-too-big': entry<{ file: string; size: string; limit: string }>({
    message: ({ file, size, limit }) => `${file} é grande demais para o CMS: tem ${size}, e o limite é ${limit}.`,
    hint: () => 'Apague-o, ou troque-o por uma versão menor.',
  }),
  'cms-file-missing': entry<{ file: string }>({
    message: ({ file }) => `O arquivo ${file} não existe: foi apagado ou renomeado fora do CMS.`,
    hint: () => 'Recarregue o CMS para ver os arquivos como estão agora.',
  }),
  'cms-content-moved': entry({
    message: () => 'O conteúdo mudou desde que o CMS conferiu esta gravação: nada foi gravado.',
    hint: () => 'O CMS confere de novo, com o que está nos arquivos agora.',
  }),
  'cms-staged-change': entry<{ file: string }>({
    message: ({ file }) =>
      `Nada foi publicado: ${file} tem uma mudança preparada para um commit no git deste computador ("git add"), e o próximo "git commit" desfaria esta publicação.`,
    hint: ({ file }) =>
      `Quem mexe no git desta pasta: faça o commit dessa mudança, ou tire-a da preparação ("git restore --staged ${file}"); depois publique de novo. O que você escreveu continua no formulário.`,
  }),
  'cms-git-busy': entry({
    message: () => 'Nada foi publicado: outro programa está usando o git desta pasta agora.',
    hint: () =>
      'Publique de novo em alguns segundos. Se continuar assim sem nenhum git rodando, apague o arquivo .git/index.lock, que um git interrompido deixou.',
  }),
  'cms-page-file-taken': entry<{ file: string }>({
    message: ({ file }) => `Já existe o arquivo ${file}: o CMS não o substitui por outra página.`,
    hint: () => 'Dê a esta página outro endereço.',
  }),
};
