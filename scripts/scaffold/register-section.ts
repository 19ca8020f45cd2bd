/** Registers a new section type in the two maps: the schema registry and the renderer map. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project/environment.ts';
import { componentNameOf, schemaNameOf } from './section-names.ts';

export interface Registration {
  /** From the project root. */
  file: string;
  importLine: string;
  /** The text that ends the list or map; the entry goes just before it. */
  listEnd: string;
  entry: string;
}

export function registrationsOf(type: string): Registration[] {
  const component = componentNameOf(type);
  const schemaName = schemaNameOf(type);
  return [
    {
      file: 'schema/sections/index.ts',
      importLine: `import { ${schemaName} } from './${type}.ts';\n`,
      // The list's end, whatever wraps it (each type is made schedulable: `eachScheduled([…] as const)`).
      listEnd: '] as const',
      entry: `  ${schemaName},\n`,
    },
    {
      file: 'src/sections/index.ts',
      importLine: `import { ${component} } from './${component}/${component}.tsx';\n`,
      listEnd: '\n};',
      entry: `\n  ${type.includes('-') ? `'${type}'` : type}: ${component},`,
    },
  ];
}

/** Adds the import after the last import and the entry before the end of the list or map; false when either place is missing. */
export function register(registration: Registration): boolean {
  const at = path.join(projectRoot, registration.file);
  const registered = registeredIn(readFileSync(at, 'utf8'), registration);
  if (registered === undefined) return false;
  writeFileSync(at, registered);
  return true;
}

/** `source` with the registration's import and entry in place; undefined when either place is missing. */
export function registeredIn(source: string, { importLine, listEnd, entry }: Registration): string | undefined {
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', lastImport + 1) + 1;
  const end = source.indexOf(listEnd, afterImports);
  if (lastImport === -1 || end === -1) return undefined;
  return source.slice(0, afterImports) + importLine + source.slice(afterImports, end) + entry + source.slice(end);
}
