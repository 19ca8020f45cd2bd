import type CMS from 'decap-cms-app';

/*
 * Decap's Portuguese says "Falha ao persistir na entrada: …" before a refused save's reasons, and
 * "Adicionar seção item" on the button that adds a section (a word-for-word "Add section item").
 */
export function registerPortugueseWording(cms: typeof CMS): void {
  const pt = cms.getLocale('pt') as {
    ui: { toast: Record<string, string> };
    editor: { editorWidgets: { list: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;
  };
  cms.registerLocale('pt', {
    ...pt,
    ui: { ...pt.ui, toast: { ...pt.ui.toast, onFailToPersist: 'Nada foi salvo. %{details}' } },
    editor: {
      ...pt.editor,
      editorWidgets: {
        ...pt.editor.editorWidgets,
        list: { ...pt.editor.editorWidgets.list, addType: 'Adicionar %{item}' },
      },
    },
  });
}
