import type { Plugin } from 'vite';

const moduleId = 'virtual:invero/built-stylesheet';
const resolvedId = `\0${moduleId}`;

/**
 * Hands the client build's stylesheet to the server build, which writes it into every prerendered
 * page (src/layout/SiteStylesheet.tsx): React Router builds the client first, then the server, with
 * one instance of each plugin, so the text is known before any page is rendered. The browser's
 * bundles (and `npm run dev`) get `undefined`: the stylesheet never enters the JavaScript.
 */
export function builtStylesheet(): Plugin {
  let stylesheet: string | undefined;
  return {
    name: 'invero-built-stylesheet',
    sharedDuringBuild: true,
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const text = this.environment.name === 'client' ? undefined : stylesheet;
      return `export const builtStylesheet = ${text === undefined ? 'undefined' : JSON.stringify(text)};`;
    },
    // After Vite has gathered the CSS of every module into the one file.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      // One stylesheet for the whole site (build.cssCodeSplit is off in vite.config.ts).
      const sheets = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const [sheet] = sheets;
      if (sheets.length !== 1 || sheet?.type !== 'asset') {
        this.error(`esperava uma folha de estilo no build do navegador, e há ${sheets.length}`);
      }
      stylesheet = typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source);
    },
  };
}
