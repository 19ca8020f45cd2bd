import type { CMS } from 'decap-cms-core';
import { pt } from 'decap-cms-locales';

/**
 * The words of Decap's own interface: its Portuguese locale, with what that locale lacks and what it
 * says badly. Decap falls back to English phrase by phrase; its English locale is not even in the
 * bundle, so a phrase missing here would show its key, never English (tests/admin/wording.test.ts
 * holds every phrase of the English locale to a Portuguese one).
 */
type Phrases = { [key: string]: string | Phrases };

const corrections: Phrases = {
  auth: { loginWithForgejo: 'Entrar com o Forgejo' },
  collection: {
    collectionTop: {
      // Decap's "＋" is the full-width sign, missing from many computers' fonts (a box on screen).
      newButton: '+ %{collectionLabel}',
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como grade',
      // The search reads every entry, whichever collection was on screen (admin/search/search-screen.ts).
      searchResultsInCollection: 'Resultados da busca por "%{searchTerm}"',
    },
    entries: { unpublishedHeader: 'Não publicadas' },
  },
  editor: {
    // Leaving an entry with changes not yet published (its back arrow, another page) discards them:
    // the question says so, not only "are you sure".
    editor: {
      onLeavePage: 'Sair sem publicar? O que você mudou nesta página e ainda não publicou será descartado.',
    },
    // The label of every field's box, for screen readers; Decap puts the widget's code name in it ("string").
    editorControl: { field: { widgetLabel: 'Campo' } },
    editorControlPane: {
      // Decap's own frame around a pattern's words ("não corresponde com o padrão: …."), which end
      // with their own full stop: the field and the words that say what to write.
      widget: {
        regexPattern: '%{fieldLabel}: %{pattern}',
        // How many items a list holds ("Botões deve ser entre 1 e 3"): said of the items, whatever
        // the list's name agrees with.
        rangeCount: '%{fieldLabel}: de %{minCount} a %{maxCount} itens.',
        rangeCountExact: '%{fieldLabel}: exatamente %{count} itens.',
        rangeMin: '%{fieldLabel}: pelo menos %{minCount} itens.',
        rangeMax: '%{fieldLabel}: no máximo %{maxCount} itens.',
      },
      i18n: {
        copyFromLocale: 'Preencher com outro idioma',
        copyFromLocaleConfirm: 'Preencher com o texto em %{locale}?\nTudo o que está escrito aqui será substituído.',
      },
    },
    editorInterface: { toggleNotes: 'Mostrar ou esconder as notas' },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo.',
      addNote: 'Acrescentar nota',
      addPlaceholder: 'Escreva uma nota…',
      editPlaceholder: 'Mude a nota…',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Mudar',
      delete: 'Apagar',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Apagar esta nota?',
      shortcut: 'Dica: Ctrl+Enter acrescenta a nota.',
    },
    editorToolbar: {
      status: 'Estado: %{status}',
      // "Ver em Produção": the link opens the page at the site's address (`site_url` and the page's path).
      deployButtonLabel: 'Ver no site',
      // Decap's words for a draft's preview under review before publishing, which the CMS does not offer;
      // and, in its place while the host has not yet said the page is up, the button that asks again.
      deployPreviewButtonLabel: 'Ver no site',
      deployPreviewPendingButtonLabel: 'Ver se a página já está no site',
      // Decap's "Duplicado" (an adjective) names the action that copies the entry.
      duplicate: 'Duplicar',
      // "criar novo(a)": the new one is a page, the only kind of entry the editor can create.
      publishAndCreateNew: 'Publicar e criar outra página',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Riscado',
        richText: 'Texto formatado',
        toggleMode: { rich: 'Mudar para texto formatado', markdown: 'Mudar para Markdown' },
      },
      image: {
        // "Inserir de uma URL", "Substituir com uma URL": a photo of another site, by its address.
        chooseUrl: 'Usar uma foto de outro site',
        replaceUrl: 'Trocar por uma foto de outro site',
        chooseMultiple: 'Escolher imagens',
        addMore: 'Acrescentar imagens',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        chooseMultiple: 'Escolher arquivos',
        addMore: 'Acrescentar arquivos',
        removeAll: 'Remover todos os arquivos',
      },
      datetime: { setToNow: 'Usar a data e hora de agora em %{fieldLabel}' },
      // A group's chevron: not "Fechar", the name of the buttons that close a notice or a window.
      object: { expand: 'Abrir', collapse: 'Recolher' },
      // Decap's "Adicionar %{item} item" is a word-for-word "Add section item".
      list: { addType: 'Adicionar %{item}' },
    },
  },
  mediaLibrary: {
    // A photo sent from the library is kept with the entry's next save; until then, it is not in the site.
    mediaLibraryCard: { draft: 'Ainda não salva' },
    // Decap's "Tem certeza de que deseja excluir a mídia selecionada?" said nothing of getting it back.
    mediaLibrary: {
      onDelete:
        'Apagar a foto escolhida? Ela sai da biblioteca de fotos; se precisar dela de novo, ela pode ser trazida de volta em Fotos apagadas, na lista de páginas.',
    },
    mediaLibraryModal: {
      close: 'Fechar',
      download: 'Baixar',
      // "Escolher selecionado", "Excluir selecionado": what is chosen is a photo, and it goes in the field.
      chooseSelected: 'Usar a foto escolhida',
      deleteSelected: 'Apagar a foto escolhida',
    },
  },
  ui: {
    settingsDropdown: { account: 'Opções da conta' },
    toast: {
      // Decap says "Falha ao persistir na entrada: …" before a refused save's reasons.
      onFailToPersist: 'Nada foi salvo. %{details}',
      noteAdded: 'Nota acrescentada',
      onFailToAddNote: 'A nota não foi acrescentada: %{details}',
      noteUpdated: 'Nota mudada',
      onFailToUpdateNote: 'A nota não foi mudada: %{details}',
      noteDeleted: 'Nota apagada',
      onFailToDeleteNote: 'A nota não foi apagada: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'A nota não mudou de estado: %{details}',
    },
  },
  // Day and month in numbers: Decap's day.js carries English month names only.
  workflow: { workflow: { dateFormat: 'DD/MM/YYYY' } },
};

function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const inBase = base[key];
    result[key] = typeof value === 'string' || typeof inBase !== 'object' ? value : merged(inBase, value);
  }
  return result;
}

/** Every phrase of Decap's interface, in Portuguese. */
export const portuguesePhrases: Phrases = merged(pt, corrections);

export function registerPortugueseWording(cms: CMS): void {
  cms.registerLocale('pt', portuguesePhrases);
  // Decap draws its first screen ("loading the configuration") before it has read the configuration's
  // locale, in its default language, "en": that screen too speaks Portuguese.
  cms.registerLocale('en', portuguesePhrases);
}
