import type { Workspace } from './workspace.ts';

/** When the section comes: as an editor writes it (Brasília's time), and the instant that is. */
export const coming = { written: '2027-01-10 10:01', at: Date.parse('2027-01-10T10:01:00-03:00') };

/** The section's title. */
export const comingTitle = 'Aviso que chega sozinho';

/**
 * A call to action added at the end of the base's services page, scheduled to come at `coming`:
 * before then the site does not show it.
 */
export function addComingSection(ws: Workspace): void {
  const page = 'pages/servicos.yaml';
  ws.write(
    page,
    `${ws.read(page).trimEnd()}\n  - type: cta\n    title: ${comingTitle}\n    schedule:\n      from: ${coming.written}\n    buttons:\n      - label: Fale\n        action: notice\n`,
  );
}
