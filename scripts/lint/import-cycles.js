// @ts-check
/**
 * The lint rule `invero/import-cycle`: no circle of imports among the project's modules, type imports
 * and re-exports included. import-x's `no-cycle` leaves out type imports, and a circle of types is
 * still a circle for its reader: neither module can be read, moved or tested without the other. The
 * rule reports each import that leads back to its own file, with the way round.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ changed: number, imports: string[] }} Read */

/** What each module imports, read again only when the file changed (ESLint lints many files in one run). */
const modules = /** @type {Map<string, Read>} */ (new Map());

/** @param {string} file */
const changedAt = (file) => {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.mtimeMs : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The project files `file` imports or re-exports from, types and `import()` included: the specifiers
 * that name a file by a relative path (the house rule writes each with its extension).
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const changed = changedAt(file);
  if (changed === undefined) return [];
  const known = modules.get(file);
  if (known?.changed === changed) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((imported) => changedAt(imported) !== undefined);
  modules.set(file, { changed, imports });
  return imports;
}

/**
 * The shortest way of imports from `from` to `to`, both included, if there is one.
 * @param {string} from
 * @param {string} to
 * @returns {string[] | undefined}
 */
function wayFrom(from, to) {
  const cameFrom = new Map([[from, '']]);
  for (const queue = [from]; queue.length > 0;) {
    const at = /** @type {string} */ (queue.shift());
    if (at === to) {
      const way = [];
      for (let step = at; step; step = /** @type {string} */ (cameFrom.get(step))) way.unshift(step);
      return way;
    }
    for (const next of importsOf(at)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports among the project’s modules, type imports included.' },
    messages: {
      cycle:
        'This import closes a circle of imports (types included): {{way}}. Move what both sides need into a module of its own that neither imports back.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), source.value);
      if (changedAt(imported) === undefined) return;
      const way = wayFrom(imported, file);
      if (!way) return;
      const named = [file, ...way].map((step) => path.relative(root, step).split(path.sep).join('/'));
      context.report({ node, messageId: 'cycle', data: { way: named.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
