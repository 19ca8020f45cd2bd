/** A copy of the content with schedules written into it, for the tests of the content in time. */
import { loadContent, type Content, type LoadResult } from '../../../schema/load/index.ts';
import { isoOnSiteClock } from '../../../schema/schedule/moment.ts';
import { replaceOnce, workspacePerTest } from '../../corpus/workspace.ts';

const workspaces = workspacePerTest();
/** A fresh copy of the content for one test, thrown away after it; and the current test's copy. */
export const { fresh: freshWorkspace, current: currentWorkspace } = workspaces;

export const at = (wall: string) => Date.parse(`${wall}-03:00`);

export function load(moment: string): Extract<LoadResult, { ok: true }> {
  const result = loadContent(currentWorkspace().contentDir, { root: currentWorkspace().root, at: at(moment) });
  if (!result.ok)
    throw new Error(result.issues.map((issue) => `${issue.file}:${issue.line} ${issue.message}`).join('\n'));
  return result;
}
export const nextChange = (moment: string) => {
  const next = load(moment).clock.nextChangeAt;
  return next === undefined ? null : isoOnSiteClock(next);
};
export const edit = (file: string, from: string, to: string) =>
  currentWorkspace().write(file, replaceOnce(currentWorkspace().read(file), from, to));
export const servicos = (content: Content) => content.pages.find((page) => page.path === '/servicos')!;
export const sectionTypes = (content: Content) => servicos(content).sections.map((section) => section.type);
export const cardTitles = (content: Content) =>
  servicos(content).sections.flatMap((section) =>
    section.type === 'card-grid' && section.items.kind === 'cards' ? section.items.cards.map((card) => card.title) : [],
  );

/** The base's closing section of /servicos, the holiday notice: from 24/12 through the whole of 02/01. */
export function scheduleTheNotice(window = '      from: 2026-12-24\n      until: 2027-01-02') {
  edit(
    'pages/servicos.yaml',
    '  - type: cta\n    title: Vamos conversar?\n',
    `  - type: cta\n    title: Vamos conversar?\n    schedule:\n${window}\n`,
  );
}

/** A second card on /servicos, with a window. */
export function scheduledCard(title: string, window: string) {
  edit(
    'pages/servicos.yaml',
    '  - type: steps\n',
    `      - icon: gem\n        title: ${title}\n        description: Por pouco tempo.\n        schedule:\n${window}\n  - type: steps\n`,
  );
}

/** A campaign page, its menu entry, and a button to it on the home page. */
export function campaignPage(window = '  from: 2026-12-10 09:00\n  until: 2026-12-25') {
  currentWorkspace().write(
    'pages/natal.yaml',
    `path: /natal\ntitle: Natal\ndescription: A campanha de Natal.\nschedule:\n${window}\nsections:\n  - type: cta\n    title: Feliz Natal\n    buttons:\n      - label: Fale\n        action: notice\n`,
  );
  edit(
    'site.yaml',
    '    - label: Serviços\n      to: /servicos\n',
    '    - label: Serviços\n      to: /servicos\n    - label: Natal\n      to: /natal\n',
  );
  edit(
    'pages/home.yaml',
    '      - label: Fale Conosco\n        action: notice\n',
    '      - label: Fale Conosco\n        action: notice\n      - label: Campanha\n        to: /natal\n',
  );
}
