import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../../project/environment.ts';

const nameLength = 5;

/** What a CSS module class is named in the built site: "c" and five letters or digits. */
export const shortClassName = new RegExp(`c[A-Za-z0-9]{${nameLength}}`);

/**
 * Names each CSS module class by a hash of its file (inside the project, so every clone builds the
 * same names) and its name: "c" and `length` letters or digits. Two classes given the same name
 * would share their styles, so that stops the build.
 */
export function shortClassNamer(length = nameLength): (local: string, file: string) => string {
  const classOfName = new Map<string, string>();
  return (local, file) => {
    const cssClass = `${path.relative(projectRoot, file.replace(/\?.*$/, '')).split(path.sep).join('/')} .${local}`;
    const digest = createHash('sha256').update(cssClass).digest('base64url').replace(/[-_]/g, '');
    const name = `c${digest.slice(0, length)}`;
    const owner = classOfName.get(name);
    if (owner !== undefined && owner !== cssClass) {
      throw new Error(`as classes ${owner} e ${cssClass} receberam o mesmo nome curto (${name}); renomeie uma delas`);
    }
    classOfName.set(name, cssClass);
    return name;
  };
}

/**
 * In the built site, a CSS module's class is short ("cQmxT") instead of Vite's "_button_1x1hq_27":
 * each name is written in the page's elements, in the stylesheet inside the page and in the scripts,
 * and the HTML has to fit the first round trip. `npm run dev` keeps the readable names.
 */
export function shortClassNames(): Plugin {
  return {
    name: 'invero-short-class-names',
    apply: 'build',
    config: () => ({ css: { modules: { generateScopedName: shortClassNamer() } } }),
  };
}
