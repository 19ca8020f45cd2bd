/**
 * This run's secret of `npm run cms`, which the local backend asks of every request
 * (scripts/cms/backend-callers.ts), and how it reaches the CMS's page: in the address the command
 * prints (`/admin/?segredo=…`), never in anything the dev server serves. Any script at the dev
 * server's origin can fetch /admin/ and its modules, so a secret written there would be its secret
 * too; the address is only in this tab. The page takes it out of the address at once (no later page
 * sees it as a referrer, no bookmark keeps it) and keeps it in this tab's session storage, which a
 * reload keeps and another tab does not share. docs/decisoes/o-servidor-local-do-cms-nosso-e-fechado-a-tudo.md says what else was weighed.
 */
export const runSecret = {
  /** The request header that carries it. */
  header: 'x-invero-run-secret',
  /** The parameter of the CMS's address that brings it. */
  parameter: 'segredo',
  /** Where this tab keeps it. */
  stored: 'invero-run-secret',
} as const;

/**
 * The secret this tab holds: taken from the address when it brings one (a newer run's replaces an
 * older), else the one kept from when the tab opened the CMS; undefined when it was opened without.
 */
export function takeRunSecret(): string | undefined {
  const address = new URL(window.location.href);
  const given = address.searchParams.get(runSecret.parameter);
  if (given) {
    window.sessionStorage.setItem(runSecret.stored, given);
    address.searchParams.delete(runSecret.parameter);
    window.history.replaceState(window.history.state, '', address);
  }
  return window.sessionStorage.getItem(runSecret.stored) ?? undefined;
}
