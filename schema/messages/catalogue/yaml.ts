import { entry } from './entry.ts';

const fixed = (message: string, hint: string) => entry({ message: () => message, hint: () => hint });

const implicitKey = fixed(
  'O YAML entendeu esta linha como a continuação de um nome de campo.',
  'Confira o recuo e se a linha de cima tem "nome: valor" completo; um texto com ": " no meio precisa de aspas.',
);

/** The file is not YAML the site can read: syntax, and the YAML features we refuse. */
export const yamlMessages = {
  'yaml-tab': fixed(
    'Há um TAB no recuo desta linha, e o YAML só aceita espaços.',
    'Apague o TAB e use espaços: dois para cada nível de recuo.',
  ),
  'yaml-duplicate-key': entry<{ key: string }>({
    message: ({ key }) => `O campo "${key.slice(0, 60)}" aparece duas vezes no mesmo bloco.`,
    hint: () => 'Apague uma das duas linhas (ou junte o que elas dizem numa só).',
  }),
  'yaml-bad-indent': fixed(
    'O recuo desta linha (os espaços no começo) não combina com o das linhas de cima.',
    'Alinhe esta linha com as outras do mesmo bloco, usando espaços.',
  ),
  'yaml-unclosed': fixed(
    'Falta fechar algo que foi aberto: aspas, colchetes [ ] ou chaves { }.',
    'Confira se cada " ou [ aberto nesta linha também foi fechado.',
  ),
  'yaml-reserved-start': fixed(
    'Este texto começa com um símbolo que o YAML reserva (como @, `, %, | ou >).',
    'Coloque o texto inteiro entre aspas: "…".',
  ),
  'yaml-several-documents': fixed(
    'O arquivo tem mais de um documento: há uma linha "---" ou "..." no meio dele.',
    'Apague essa linha e deixe todo o conteúdo num só documento.',
  ),
  'yaml-bad-escape': fixed(
    'Há uma barra invertida (\\) que o YAML não entende dentro das aspas.',
    'Troque as aspas duplas por aspas simples, ou apague a barra.',
  ),
  'yaml-multiline-key': implicitKey,
  'yaml-block-as-key': implicitKey,
  'yaml-alias': fixed(
    'Este arquivo usa um apelido do YAML (*nome), que o site não aceita.',
    'Escreva o conteúdo por extenso no lugar do apelido.',
  ),
  'yaml-anchor': fixed(
    'Este arquivo usa uma âncora do YAML (&nome), que o site não aceita.',
    'Apague a âncora e escreva o conteúdo por extenso em cada lugar.',
  ),
  'yaml-merge-key': fixed(
    'A chave de mesclagem "<<" do YAML não é aceita.',
    'Escreva os campos por extenso neste bloco.',
  ),
  'yaml-unclosed-quote': fixed(
    'As aspas abertas aqui não foram fechadas.',
    'Feche as aspas no fim do texto, na mesma linha: "…".',
  ),
  'yaml-missing-colon': fixed(
    'Esta linha não está no formato "nome: valor": falta ":" depois do nome do campo, ou o recuo está errado.',
    'Escreva dois-pontos e um espaço depois do nome do campo, ex.: "description: Um texto.", e confira o recuo.',
  ),
  'yaml-unreadable': fixed(
    'O YAML não conseguiu entender esta parte do arquivo.',
    'Confira o recuo, os dois-pontos depois de cada nome de campo e as aspas nesta linha e na de cima; um texto com ": " ou "#" precisa de aspas.',
  ),
};
