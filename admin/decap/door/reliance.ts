/*
 * What a reliance on Decap is: what the admin relies on beyond Decap's public API, why, in which of its
 * modules, and what that module must still hold (reliances.ts lists them; page-reliances.ts those on its page).
 */

/**
 * A Decap package, as named under node_modules; or a library Decap draws with, where npm put it
 * (beside Decap's packages, or inside one of them).
 */
type DecapPackage = `decap-cms-${string}` | 'react-select';

export interface DecapReliance {
  /** What is relied on, as the failing test names it. */
  what: string;
  /** Why, and where the admin uses it. */
  why: string;
  package: DecapPackage;
  /** The module, from the package's folder (its `module` entry for the package's own name). */
  module: string;
  /** Named exports it must keep (`default` for the default one). */
  exports?: readonly string[];
  /** Methods or fields a class of the module must keep. */
  members?: { of: string; names: readonly string[] };
  /** Keys the object it exports by default must keep. */
  keys?: readonly string[];
  /** Code it must still contain, word for word. */
  text?: readonly string[];
  /**
   * For what the admin reads of the page Decap draws (admin/decap/door/page-reliances.ts): each selector,
   * position or key as the admin's code writes it, which that code must still hold.
   */
  readAs?: readonly string[];
}
