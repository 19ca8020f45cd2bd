/** The environment of a command typed in a terminal (`npm run dev`, `npm run cms`): without what Vitest sets for its own tests. */
export function terminalEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const vitestOwn = new Set(['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'FORCE_COLOR']);
  const inherited = Object.entries(process.env).filter(([name]) => !vitestOwn.has(name) && !name.startsWith('VITEST'));
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', ...extra };
}
