/**
 * An address from GitHub's data (a commit status's `target_url`, a check run's page) as the admin may
 * link to it: https only. Whoever may set a commit's status (a host's app, a workflow, anyone with
 * push access) chooses that text, and a `javascript:` one reached the "ver os detalhes" link, stopped
 * only by the admin's CSP; `http:` would send the editor to a page anyone on the way can change.
 */
export function httpsAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}
