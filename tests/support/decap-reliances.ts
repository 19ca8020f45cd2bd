/**
 * Checks the CMS's reliances on Decap's internals (admin/decap/door/reliances.ts, page-reliances.ts,
 * bundle-swaps.ts)
 * against the Decap packages in a node_modules folder, by reading their ES modules as text (no
 * browser: Decap's modules only run bundled). Each broken reliance is one line that names it, the
 * package and version that broke it, and why it mattered.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { DecapSwap } from '../../admin/decap/swaps/bundle-swaps.ts';
import type { DecapReliance } from '../../admin/decap/door/reliance.ts';

export const installedModules = path.resolve(import.meta.dirname, '../../node_modules');

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a module exports, following its `export * from './x'` into the modules beside it. */
function exportedNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(file).statements) {
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      else if (from && ts.isStringLiteral(from) && from.text.startsWith('.'))
        for (const name of exportedNames(path.join(path.dirname(file), `${from.text}.js`))) names.add(name);
    } else if (isExported(statement)) {
      if (isDefault(statement)) names.add('default');
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) names.add(declaration.name.getText());
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
        names.add(statement.name.text);
    }
  }
  return names;
}

/** The methods and fields of the module's class `name`. */
function classMembers(file: string, name: string): Set<string> | undefined {
  const found = parse(file).statements.find(
    (statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name?.text === name,
  );
  return found && new Set(found.members.flatMap((member) => (member.name ? [member.name.getText()] : [])));
}

/** The keys of the object literal the module exports by default, directly or by the name of a constant. */
function defaultKeys(file: string): Set<string> {
  const source = parse(file);
  const assignment = source.statements.find(ts.isExportAssignment);
  let value = assignment?.expression;
  if (value && ts.isIdentifier(value)) {
    const name = value.text;
    value = source.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => [...statement.declarationList.declarations])
      .find((declaration) => declaration.name.getText() === name)?.initializer;
  }
  if (!value || !ts.isObjectLiteralExpression(value)) return new Set();
  return new Set(value.properties.flatMap((property) => (property.name ? [property.name.getText()] : [])));
}

/** The installed version of a package, as its package.json says. */
export function versionOf(nodeModules: string, name: string): string {
  const manifest = path.join(nodeModules, name, 'package.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : '(absent)';
}

/** Where a reliance is declared: what the admin reads of Decap's page apart from its modules' code. */
const declaredIn = (reliance: DecapReliance) =>
  reliance.readAs ? 'admin/decap/door/page-reliances.ts' : 'admin/decap/door/reliances.ts';

/** What of `reliance` the installed package no longer holds: one line for each, empty when it all holds. */
export function brokenReliance(reliance: DecapReliance, nodeModules = installedModules): string[] {
  const file = path.join(nodeModules, reliance.package, reliance.module);
  const line = (problem: string) =>
    `Decap reliance broken — ${reliance.what}: ${reliance.package}@${versionOf(nodeModules, reliance.package)} ` +
    `${problem}. The admin relies on it because ${reliance.why} (${declaredIn(reliance)}).`;
  if (!existsSync(file)) return [line(`has no ${reliance.module}`)];
  const where = reliance.module;
  const missing = (wanted: readonly string[] | undefined, found: Set<string>) =>
    (wanted ?? []).filter((name) => !found.has(name));
  const problems = [
    ...missing(reliance.exports, exportedNames(file)).map((name) => `${where} no longer exports \`${name}\``),
    ...missing(reliance.keys, defaultKeys(file)).map((key) => `${where} no longer has the key \`${key}\``),
    ...(reliance.text ?? [])
      .filter((text) => !readFileSync(file, 'utf8').includes(text))
      .map((text) => `${where} no longer contains \`${text}\``),
  ];
  if (reliance.members) {
    const { of, names } = reliance.members;
    const members = classMembers(file, of);
    if (!members) problems.push(`${where} no longer has the class \`${of}\``);
    else problems.push(...missing(names, members).map((name) => `${where}: class \`${of}\` no longer has \`${name}\``));
  }
  return problems.map(line);
}

/** The ES modules (dist/esm) of the installed packages a swap is for, with their text. */
function modulesOf(importers: RegExp, nodeModules: string): { name: string; text: string }[] {
  const packages = readdirSync(nodeModules).filter((name) => importers.test(`node_modules/${name}/`));
  return packages.flatMap((name) => {
    const esm = path.join(nodeModules, name, 'dist/esm');
    return readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ name, text: readFileSync(path.join(esm, file), 'utf8') }));
  });
}

/** Whether Decap still makes the import a swap answers: empty when it does, else the line that says so. */
export function brokenSwap(swap: DecapSwap, nodeModules = installedModules): string[] {
  const modules = modulesOf(swap.importers, nodeModules);
  if (modules.some(({ text }) => text.includes(`from '${swap.source}'`))) return [];
  const packages = [...new Set(modules.map(({ name }) => `${name}@${versionOf(nodeModules, name)}`))];
  return [
    `Decap swap no longer applies — no module of ${packages.join(', ') || swap.importers.source} imports ` +
      `'${swap.source}', so ${swap.by} answers nothing and the bundle would lose this: ${swap.why} ` +
      '(admin/decap/swaps/bundle-swaps.ts).',
  ];
}
