/**
 * The names a section type gives the code: its `type:` in the YAML (kebab-case), the folder and the
 * component of its renderer (PascalCase) and its schema's export. The scaffold (`npm run new:section`)
 * makes the files by them and the section contract test looks for the files by them: one function
 * each, so the two cannot disagree (`top-10` is `Top10/` for both).
 */

/**
 * A name the scaffold can make into a folder and a component: lower-case letters without accents,
 * digits and single hyphens, starting with a letter (a component cannot start with a digit).
 */
const sectionTypeName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `testimonials` → `Testimonials`; `before-after` → `BeforeAfter`; `top-10` → `Top10`. */
export const componentNameOf = (type: string) =>
  type.replace(/(?:^|-)([a-z0-9])/g, (_, first: string) => first.toUpperCase());

/** The schema's exported name: `testimonialsSectionSchema`. */
export const schemaNameOf = (type: string) => {
  const component = componentNameOf(type);
  return `${component.charAt(0).toLowerCase()}${component.slice(1)}SectionSchema`;
};

/** The names a module's imports bring in: `import { A, B as C } from …`, `import D from …`. */
const importedNames = (source: string) =>
  [...source.matchAll(/^import\s+(?:type\s+)?(?:(\w+)|\{([^}]*)\})/gm)].flatMap(([, single, list]) =>
    single
      ? [single]
      : list!.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .at(-1)!,
        ),
  );

/**
 * Why the scaffold cannot make a new section type of this name, in Portuguese; undefined when it
 * can. `registered` are the section types there are; `importers`, the text of each module the new
 * component goes into (the renderer map, the renderer itself), whose imports its name must not shadow.
 */
export function sectionNameRefusal(
  type: string,
  registered: readonly string[],
  importers: readonly string[],
): string | undefined {
  const howToName =
    'use letras minúsculas sem acento, números e hífens, começando com uma letra, por exemplo: npm run new:section -- testimonials (ou top-10, passo-12-a). O nome vira a pasta e o componente: top-10 → src/sections/Top10/.';
  if (!type) return `Diga o nome do novo tipo de seção: ${howToName}`;
  if (!sectionTypeName.test(type)) return `"${type}" não serve de nome de um tipo de seção: ${howToName}`;
  if (registered.includes(type)) return `O tipo de seção "${type}" já existe.`;
  const component = componentNameOf(type);
  // Folders differing only in case are one folder on macOS and Windows.
  const twin = registered.find((other) => componentNameOf(other).toLowerCase() === component.toLowerCase());
  if (twin) {
    return `O tipo "${type}" teria a pasta src/sections/${component}/, a mesma do tipo "${twin}": escolha outro nome.`;
  }
  if (importers.some((source) => importedNames(source).includes(component))) {
    return `O componente ${component} teria o nome de algo que o mapa das seções ou o próprio desenho já importam: escolha outro nome.`;
  }
  return undefined;
}
