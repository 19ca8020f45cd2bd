import type { EntryKind } from '../../load/regular-file.ts';
import { didYouMean } from '../words.ts';
import { entry } from './entry.ts';

const fixed = (message: string, hint: string) => entry({ message: () => message, hint: () => hint });

const ask = 'Avise a equipe de desenvolvimento, com esta mensagem.';

/** What an entry of the content folder is, in the words of someone looking at it in a file manager. */
const entryWords: Record<EntryKind, string> = {
  file: 'um arquivo',
  folder: 'uma pasta',
  symlink: 'um atalho (link simbólico)',
  fifo: 'um canal entre programas (FIFO)',
  socket: 'uma conexão entre programas (socket)',
  device: 'um dispositivo do sistema',
};

const neverFollowed = 'O site nunca segue um atalho, que pode levar a qualquer lugar do computador';

/** The content folder and its files: missing, misplaced, unreadable; and names used across files. */
export const fileMessages = {
  'content-folder-missing': fixed(
    'A pasta de conteúdo não foi encontrada.',
    'Ela precisa existir ao lado de package.json, com site.yaml, companies.yaml e a pasta pages/.',
  ),
  'required-file-missing': entry<{ name: string }>({
    message: ({ name }) => `O arquivo ${name} não existe.`,
    hint: () => 'Ele é obrigatório: recupere-o do histórico (git) ou crie-o de novo.',
  }),
  'file-not-read': fixed(
    'Este arquivo não é lido pelo site.',
    'Os arquivos lidos são site.yaml, companies.yaml e as páginas em pages/. Se for uma página, mova-o para a pasta pages/.',
  ),
  'content-unexpected': entry<{ name: string }>({
    message: ({ name }) =>
      `${name} não é lido pelo site: a pasta content/ guarda só site.yaml, companies.yaml, as pastas pages/ e images/ e o guia de quem edita (LEIA-ME.md e a pasta leia-me/).`,
    hint: () =>
      'Tire-o da pasta content/, ou apague-o: o que fica nela vai para o repositório do site com o conteúdo. Se for uma página, mova-a para a pasta pages/; se for uma foto, para images/.',
  }),
  'content-temporary-file': entry<{ name: string }>({
    message: ({ name }) =>
      `${name} é um arquivo temporário do CMS local (npm run cms): uma gravação que não terminou, porque o CMS foi interrompido no meio dela.`,
    hint: () =>
      'Apague-o (o "npm run cms" também o apaga ao começar). O arquivo de verdade está ao lado dele, como estava antes dessa gravação.',
  }),
  'pages-subfolder': entry<{ name: string }>({
    message: ({ name }) =>
      `${name} é uma pasta, e o site só lê as páginas que estão direto na pasta pages/: as que estão dentro dela nunca iriam ao ar.`,
    hint: () => 'Mova as páginas dela para a pasta pages/, cada uma com um nome próprio, e apague a pasta.',
  }),
  'file-hidden': entry<{ name: string; suggestion: string }>({
    message: ({ name }) =>
      `${name} começa com um ponto: é um arquivo escondido, que o site não lê, e o que ele tem nunca iria ao ar.`,
    hint: ({ suggestion }) => `Se for uma página, renomeie-o para "${suggestion}"; se não, apague-o.`,
  }),
  'pages-folder-missing': fixed(
    'A pasta pages/ não existe.',
    'Ela guarda um arquivo .yaml para cada página do site; recupere-a do histórico (git).',
  ),
  'page-not-yaml': entry<{ suggestion: string }>({
    message: () => 'Este arquivo não é lido: as páginas precisam terminar em ".yaml".',
    hint: ({ suggestion }) => `Renomeie-o para "${suggestion}", ou apague-o se não for uma página.`,
  }),
  'no-pages': fixed(
    'Não há nenhuma página em pages/.',
    'Cada página do site é um arquivo .yaml nesta pasta; recupere-as do histórico (git).',
  ),
  'file-unopenable': fixed(
    'Não foi possível abrir o arquivo.',
    'Confira se ele não está aberto com exclusividade em outro programa e se você tem permissão para lê-lo.',
  ),
  'not-a-file': entry<{ name: string; kind: EntryKind }>({
    message: ({ name, kind }) => `${name} é ${entryWords[kind]}, e o site só lê arquivos comuns.`,
    hint: ({ kind }) =>
      kind === 'symlink'
        ? `${neverFollowed}: apague o atalho e ponha no lugar dele uma cópia do próprio arquivo.`
        : kind === 'folder'
          ? 'Há uma pasta onde deveria estar um arquivo: renomeie a pasta ou tire-a daqui.'
          : 'Isso não é um texto nem uma foto, mas uma peça do sistema: apague-o da pasta content/.',
  }),
  'not-a-folder': entry<{ name: string; kind: EntryKind }>({
    message: ({ name, kind }) => `${name} é ${entryWords[kind]}, e deveria ser uma pasta de verdade.`,
    hint: ({ kind }) =>
      kind === 'symlink'
        ? `${neverFollowed}: troque-o pela própria pasta, com os arquivos dentro.`
        : 'Tire-o daqui e recupere a pasta do histórico (git).',
  }),
  'file-too-big': entry<{ sizeKb: number; limitKb: number }>({
    message: ({ sizeKb, limitKb }) => `O arquivo é grande demais: tem ${sizeKb} KB, e o limite é ${limitKb} KB.`,
    hint: () =>
      'Um arquivo de conteúdo tem poucos KB; provavelmente algo foi colado por engano. Desfaça a última alteração.',
  }),
  'not-utf8': fixed(
    'O arquivo não está em UTF-8: há um caractere ilegível nesta linha.',
    'No seu editor, salve o arquivo com a codificação "UTF-8" e confira os acentos desta linha.',
  ),
  'empty-file': fixed(
    'O arquivo está vazio.',
    'Desfaça a alteração que apagou o conteúdo (no git ou no seu editor), ou escreva o conteúdo dele.',
  ),
  'unexpected-load-error': entry<{ detail: string }>({
    message: ({ detail }) => `Erro inesperado ao ler o conteúdo: ${detail}.`,
    hint: () => ask,
  }),
  'unexpected-error': entry<{ detail: string }>({
    message: ({ detail }) => `Erro inesperado: ${detail}.`,
    hint: () => ask,
  }),
  'page-path-taken': entry<{ value: string; firstFile: string; firstLine: number }>({
    message: ({ value, firstFile, firstLine }, to) =>
      to.form
        ? `O endereço ${JSON.stringify(value)} já é usado pela página ${to.file(firstFile)}.`
        : `O endereço ${JSON.stringify(value)} já é usado em ${firstFile}, linha ${firstLine}.`,
    hint: () => 'Cada página precisa de um endereço próprio: troque um dos dois.',
  }),
  'company-id-taken': entry<{ value: string; firstFile: string; firstLine: number }>({
    message: ({ value, firstFile, firstLine }, to) =>
      to.form
        ? `O identificador ${JSON.stringify(value)} já é usado por outra empresa.`
        : `O id ${JSON.stringify(value)} já é usado em ${firstFile}, linha ${firstLine}.`,
    hint: () => 'Cada empresa precisa de um id próprio: troque um dos dois.',
  }),
  'page-title-taken': entry<{ value: string; firstFile: string; firstLine: number }>({
    message: ({ value, firstFile, firstLine }, to) =>
      `O título ${JSON.stringify(value)} é igual ao da página ${to.form ? to.file(firstFile) : `${firstFile} (linha ${firstLine})`}.`,
    hint: () =>
      'Cada página precisa de um título próprio, que aparece na aba do navegador e nos buscadores: escreva um título para esta página.',
  }),
  'page-description-taken': entry<{ value: string; firstFile: string; firstLine: number }>({
    message: ({ firstFile, firstLine }, to) =>
      `Esta descrição é igual à da página ${to.form ? to.file(firstFile) : `${firstFile} (linha ${firstLine})`}.`,
    hint: () =>
      'Cada página precisa de uma descrição própria, que os buscadores mostram abaixo do título: escreva uma para esta página.',
  }),
  'unknown-page': entry<{ value: string; known: string[]; guess?: string }>({
    message: ({ value }) => `A página ${JSON.stringify(value)} não existe.`,
    hint: ({ known, guess }) => `${didYouMean(guess)}Páginas existentes: ${known.join(', ')}.`,
  }),
  'unknown-company': entry<{ value: string; known: string[]; guess?: string }>({
    message: ({ value }, to) =>
      `A empresa ${JSON.stringify(value)} não existe ${to.form ? 'na lista de empresas' : 'em companies.yaml'}.`,
    hint: ({ known, guess }) => `${didYouMean(guess)}Empresas existentes: ${known.join(', ')}.`,
  }),
  'example-missing': entry<{ type: string; file: string }>({
    message: ({ type }) => `O tipo de seção "${type}" não tem exemplo.`,
    hint: ({ file }) => `Crie ${file} com um exemplo válido da seção.`,
  }),
  'example-of-other-type': entry<{ type: string; found: string }>({
    message: ({ type, found }) => `O exemplo é de "${found}", não de "${type}".`,
    hint: ({ type }) => `Escreva "type: ${type}" no exemplo.`,
  }),
  'cms-not-connected': fixed(
    'O editor online ainda não está ligado ao repositório do site.',
    'Quem publica o site precisa preencher o bloco "cms:" de content/site.yaml (o repositório do GitHub e o serviço de login), como explica "Editor online" no README.md. Enquanto isso, edite pelo computador com "npm run cms".',
  ),
};
