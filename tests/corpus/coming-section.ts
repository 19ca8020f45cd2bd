import type { Workspace } from './workspace.ts';

/**
 * A call to action added at the end of the base's services page, scheduled to come at `from` (as an
 * editor writes it, "2027-01-10 10:01", Brasília's time): before then the site does not show it.
 */
export function addComingSection(ws: Workspace, from: string, title: string): void {
  const page = 'pages/servicos.yaml';
  ws.write(
    page,
    `${ws.read(page).trimEnd()}\n  - type: cta\n    title: ${title}\n    schedule:\n      from: ${from}\n    buttons:\n      - label: Fale\n        action: notice\n`,
  );
}
