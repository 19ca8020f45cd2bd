import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The package a bare import names (`decap-cms-core/dist/esm/x.js` → `decap-cms-core`, `@dnd-kit/core/x` → `@dnd-kit/core`). */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]|^node:|^virtual:|^~/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether an import brings only types, which the bundle leaves out (`import type`, or every name `type`). */
function typesOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings)
    ? bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)
    : false;
}

/** The specifiers a module imports for their values: imports, re-exports and `import()`. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !typesOnly(node.importClause)) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The packages the modules reached from `entries` import for their values, each with the first project
 * module that imports it: what a bundle of them carries (with what those packages bring in turn).
 * Relative imports of TypeScript and JavaScript are followed; styles and other files are not read.
 */
export function packagesImportedFrom(entries: readonly string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const name = packageOf(specifier);
      if (name) {
        if (!packages.has(name)) packages.set(name, file);
      } else if (specifier.startsWith('.')) {
        const imported = path.resolve(path.dirname(file), specifier);
        if (/\.[cm]?[jt]sx?$/.test(imported) && existsSync(imported)) queue.push(imported);
      }
    }
  }
  return packages;
}
