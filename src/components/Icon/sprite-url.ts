/** Where the icon sprite is served, in the built site and in the dev server alike. */
export const spriteUrl = '/icons.svg';
