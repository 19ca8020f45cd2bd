/**
 * What the browser tests expect of the site: the routes and buttons of the spec, the shipped content
 * (for wording the spec leaves to the content), and the page parts the tests keep looking at.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loadContent, type Content } from '../../schema/load';

export interface SpecRoute {
  path: string;
  /** Its link in the header navigation. */
  nav: string;
  /** SPEC §2: the hero's buttons, then the closing call to action's (a label may appear twice). */
  ctas: string[];
}

export const specRoutes: SpecRoute[] = [
  { path: '/', nav: 'Início', ctas: ['Conheça Nossas Empresas', 'Entre em Contato', 'Fale Conosco', 'Solicitar Orçamento'] },
  {
    path: '/assessoria',
    nav: 'Assessoria',
    ctas: ['Solicitar Análise Gratuita', 'Fale com Especialista', 'Análise Gratuita', 'Falar com Especialista'],
  },
  {
    path: '/higienizacao',
    nav: 'Higienização',
    ctas: ['Agendar Serviço', 'Solicitar Orçamento', 'Agendar Agora', 'Solicitar Orçamento'],
  },
  {
    path: '/consultorio',
    nav: 'Consultório',
    ctas: ['Agendar Consulta', 'Conhecer Tratamentos', 'Agendar Consulta', 'Falar com Especialista'],
  },
];

/** The header's call to action, on every page. */
export const headerCta = 'Contato';

/** SPEC §8: every call-to-action button of the product. */
export const specCtaLabels = [
  'Contato',
  'Conheça Nossas Empresas',
  'Entre em Contato',
  'Fale Conosco',
  'Solicitar Orçamento',
  'Solicitar Análise Gratuita',
  'Fale com Especialista',
  'Análise Gratuita',
  'Falar com Especialista',
  'Agendar Serviço',
  'Agendar Agora',
  'Agendar Consulta',
  'Conhecer Tratamentos',
];

export const noticeTitle = 'Funcionalidade em desenvolvimento';
export const notFoundHeading = 'Página não encontrada';
/** Any path the site does not have. */
export const unknownPath = '/nao-existe';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let content: Content | undefined;

/** The content the global setup built the site from. */
export function builtContent(): Content {
  if (content) return content;
  const result = loadContent(path.resolve(process.env.INVERO_CONTENT_DIR ?? path.join(projectRoot, 'content')));
  if (!result.ok) throw new Error('the content does not validate: run npm run validate');
  content = result.content;
  return content;
}

export const header = (page: Page): Locator => page.locator('header');
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Navegação principal' });
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

/** Exactly one notice is on screen: the spec's title, the content's text and a close button. */
export async function expectOneNotice(page: Page): Promise<void> {
  await expect.poll(() => notices(page).count()).toBe(1);
  const notice = noticeRegion(page).getByRole('status');
  expect(await notice.count()).toBe(1);
  expect(await notice.getByText(noticeTitle, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByText(builtContent().site.notice.text, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByRole('button', { name: 'Fechar aviso' }).isVisible()).toBe(true);
}

export async function expectNoNotice(page: Page): Promise<void> {
  await expect.poll(() => notices(page).count()).toBe(0);
}
