/**
 * What a chevron of the form does now, to what: "Recolher Cartão 2", "Abrir Imagem". Decap names them
 * all "Abrir" or "Recolher" (its list's own, "Fechar"), like one another and the real close buttons.
 */
export const foldButtonName = (collapsed: boolean, what: string) => `${collapsed ? 'Abrir' : 'Recolher'} ${what}`;
