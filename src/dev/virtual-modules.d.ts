/** React Router's fast-refresh preamble in `npm run dev` (its Vite plugin's module; nothing to import). */
declare module 'virtual:react-router/inject-hmr-runtime';
