declare module 'virtual:invero/built-stylesheet' {
  /** The client build's stylesheet, in the server build; undefined in the browser's bundles and in `npm run dev`. */
  export const builtStylesheet: string | undefined;
}
