import type { siteAddresses } from '../../../schema/fields/site-addresses.ts';

/**
 * Where the icon sprite is served, in the built site and in the dev server alike. Browser code takes
 * schema/ as types only: the type holds the name to the one the site reserves.
 */
export const spriteUrl: `/${(typeof siteAddresses)['iconSprite']}` = '/icons.svg';
