/**
 * What the browser tests expect of the site: the routes and buttons of the spec, the shipped content
 * (for wording the spec leaves to the content), and the page parts the tests keep looking at.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Content } from '../../schema/load/index';

export interface SpecRoute {
  path: string;
  /** Its link in the header navigation. */
  nav: string;
  /** SPEC §2: the hero's buttons, then the closing call to action's (a label may appear twice). */
  ctas: string[];
}

/** In the order of the header's links (SPEC §2). */
export const specRoutes: SpecRoute[] = [
  {
    path: '/',
    nav: 'Início',
    ctas: ['Conheça Nossas Empresas', 'Entre em Contato', 'Fale Conosco', 'Solicitar Orçamento'],
  },
  {
    path: '/assessoria',
    nav: 'Assessoria',
    ctas: ['Solicitar Análise Gratuita', 'Fale com Especialista', 'Análise Gratuita', 'Falar com Especialista'],
  },
  {
    path: '/consultorio',
    nav: 'Consultório',
    ctas: ['Agendar Consulta', 'Conhecer Tratamentos', 'Agendar Consulta', 'Falar com Especialista'],
  },
  {
    path: '/higienizacao',
    nav: 'Higienização',
    ctas: ['Agendar Serviço', 'Solicitar Orçamento', 'Agendar Agora', 'Solicitar Orçamento'],
  },
];

/** The header's call to action, on every page. With the routes' buttons: the 13 labels of SPEC §8. */
export const headerCta = 'Contato';

export const noticeTitle = 'Funcionalidade em desenvolvimento';
export const notFoundHeading = 'Página não encontrada';
/** Any path the site does not have. */
export const unknownPath = '/nao-existe';
/** What Chromium logs when it opens that path: the static host rightly answers 404. */
export const unknownPathLoadError = /status of 404 \(Not Found\) \S+\/nao-existe$/;

/** The content the global setup built the site from. */
export function builtContent(): Content {
  return inject('content');
}

/** A page of the content, by path. */
export function contentPage(path: string): Content['pages'][number] {
  const page = builtContent().pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path} in the content`);
  return page;
}

/** The page's h1: its hero's title. */
export function heroTitle(path: string): string {
  const hero = contentPage(path).sections.find((section) => section.type === 'hero');
  if (hero?.type !== 'hero') throw new Error(`no hero on ${path}`);
  return hero.title;
}

export const header = (page: Page): Locator => page.locator('header');
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
/** By attribute rather than role: closed on a phone, the menu is out of the accessibility tree. */
export const mainNav = (page: Page): Locator => page.locator('nav[aria-label="Navegação principal"]');
export const noticeRegion = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });
/** Every notice on screen, whatever its role. */
export const notices = (page: Page): Locator => noticeRegion(page).locator('li');
export const ctaButton = (page: Page, label: string): Locator => page.getByRole('button', { name: label, exact: true });

/** Waits for two animation frames: scroll events and the re-render they cause have happened. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await nextFrames(page);
}

/** What the in-page notice recorder saw, in `performance.now()` milliseconds. */
export interface NoticeLog {
  /** Each click on a button. */
  clicks: number[];
  /** Each time the notice list went from empty to showing a notice, and back. */
  shown: number[];
  gone: number[];
  /** The most notices ever on screen at once. */
  most: number;
}

/**
 * Records in the page itself when notices come and go, so that timing assertions measure the
 * site's clock rather than how quickly this busy test runner gets to look.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const list = document.querySelector('section[aria-label="Notifications"] ol');
    if (!list) throw new Error('no notice list');
    const log: NoticeLog = { clicks: [], shown: [], gone: [], most: list.children.length };
    let count = list.children.length;
    new MutationObserver(() => {
      const now = list.children.length;
      log.most = Math.max(log.most, now);
      if (count === 0 && now > 0) log.shown.push(performance.now());
      if (count > 0 && now === 0) log.gone.push(performance.now());
      count = now;
    }).observe(list, { childList: true });
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('button')) log.clicks.push(performance.now());
      },
      true,
    );
    Object.assign(window, { e2eNoticeLog: log });
  });
}

export function noticeLog(page: Page): Promise<NoticeLog> {
  return page.evaluate(() => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog);
}

/** The page's clock, comparable with the times in the notice log. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Rests the mouse on the notice, which pauses its 5 s: a slow machine cannot lose it mid-test. */
export async function restOnNotice(page: Page): Promise<void> {
  await notices(page).hover({ position: { x: 24, y: 16 } });
}

/** How many notices are up once `count` are: waits for it (Playwright's own wait, safe in concurrent tests). */
async function waitForNoticeCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('section[aria-label="Notifications"] ol')?.children.length === expected,
    count,
    { timeout: 5000 },
  );
}

/** Exactly one notice is on screen: the spec's title, the content's text and a close button. */
export async function expectOneNotice(page: Page): Promise<void> {
  await waitForNoticeCount(page, 1);
  const notice = noticeRegion(page).getByRole('status');
  expect(await notice.count()).toBe(1);
  expect(await notice.getByText(noticeTitle, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByText(builtContent().site.notice.text, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByRole('button', { name: 'Fechar aviso' }).isVisible()).toBe(true);
}

export async function expectNoNotice(page: Page): Promise<void> {
  await waitForNoticeCount(page, 0);
  expect(await notices(page).count()).toBe(0);
}
