/**
 * Our own checks, each with the words an editor needs: what is wrong and how to fix it.
 * A schema attaches one with `rule('name')`; `report.ts` turns it back into these texts.
 */
interface Rule {
  message: (value: unknown) => string;
  hint: string;
}

const quote = (value: unknown) =>
  JSON.stringify(typeof value === 'string' && value.length > 60 ? `${value.slice(0, 57)}…` : value);

export const rules = {
  html: {
    message: () => 'O texto contém HTML (algo entre "<" e ">"), e aqui só vale texto simples.',
    hint: 'Apague as marcações como <b> ou <script>: escreva só o texto; a aparência vem do site.',
  },
  'kebab-case': {
    message: (value) => `O identificador ${quote(value)} não está no formato aceito.`,
    hint: 'Use só letras minúsculas sem acento, números e hífens, ex.: "assessoria" ou "clinica-sul".',
  },
  'page-path': {
    message: (value) => `${quote(value)} não é um endereço de página válido.`,
    hint: 'Comece com "/" e use letras minúsculas sem acento, números e hífens, ex.: "/assessoria". A página inicial é "/".',
  },
  'external-url': {
    message: (value) => `O endereço ${quote(value)} não é permitido.`,
    hint: 'Use um endereço completo, copiado da barra do navegador, que comece com https:// (um site), mailto: (um e-mail) ou tel: (um telefone). Para uma página deste site, use "to: /pagina".',
  },
  'image-src': {
    message: (value) => `O endereço de imagem ${quote(value)} não é permitido.`,
    hint: 'Use um endereço completo, copiado da barra do navegador, que comece com https://, ou um arquivo do site começando com "/".',
  },
  'step-number': {
    message: (value) => `${quote(value)} não é um número de etapa.`,
    hint: 'Escreva só algarismos entre aspas, ex.: number: "01". Ou apague a linha: a ordem da lista numera as etapas.',
  },
  'one-action': {
    message: () => 'O botão precisa de exatamente uma ação, e aqui há nenhuma ou mais de uma.',
    hint: 'Deixe só uma destas linhas: "action: notice" (mostra o aviso), "to: /pagina" (abre uma página do site) ou "href: https://…" (abre outro site).',
  },
  'cards-or-companies': {
    message: () =>
      'A grade precisa de "cards" (cartões escritos aqui) ou de "companies" (empresas de companies.yaml), e não dos dois.',
    hint: 'Deixe só uma das duas listas nesta seção.',
  },
  'link-label': {
    message: () => 'Falta o campo "linkLabel", o texto do link de cada cartão de empresa.',
    hint: 'Acrescente, por exemplo, "linkLabel: Saiba Mais" nesta seção.',
  },
  'site-url': {
    message: (value) => `${quote(value)} não é o endereço público do site.`,
    hint: 'Escreva só o endereço com https://, sem "?", "#", espaços ou símbolos, ex.: "https://www.grupoinvero.com.br".',
  },
  email: {
    message: (value) => `${quote(value)} não é um e-mail válido.`,
    hint: 'Escreva um e-mail completo, ex.: "contato@grupoinvero.com.br".',
  },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

const tag = 'rule:';

/** The zod error option that marks an issue as one of our rules. */
export function rule(name: RuleName) {
  return { error: `${tag}${name}` };
}

/** Which rule produced a zod issue message, if any. */
export function ruleOf(message: string): Rule | undefined {
  return message.startsWith(tag) ? rules[message.slice(tag.length) as RuleName] : undefined;
}
