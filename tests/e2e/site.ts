/**
 * What the browser tests expect of the site: the routes and buttons of docs/produto.md, the content the site
 * was built from, and the page parts the tests keep looking at. Parts are found by role or test id;
 * their labels are read from the content, never copied: an editor may change them.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { imageFields, type Image } from '../../schema/fields/image.ts';
import type { Content } from '../../schema/load/index.ts';
import { sectionSchema, type SectionOf } from '../../schema/sections/index.ts';
import { markedIn } from '../../schema/walk.ts';
import { nextFrames } from '../support/frames.ts';

export interface SpecRoute {
  path: string;
  /** Its link in the header navigation. */
  nav: string;
  /** docs/produto.md §4: the hero's buttons, then the closing call to action's (a label may appear twice). */
  ctas: string[];
}

/** In the order of the header's links (docs/produto.md §3.1). */
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

/** The header's call to action, on every page. With the routes' buttons: the 13 labels of docs/produto.md §6. */
export const headerCta = 'Contato';

/**
 * The notice's wording that docs/produto.md §6 fixes (its title and its region's label). Checked as such by
 * one test (notices.e2e.test.ts); every other test reads the content's.
 */
export const specNotice = { title: 'Funcionalidade em desenvolvimento', regionLabel: 'Notifications' };
/** How long a notice stays up by itself, in milliseconds (docs/produto.md §10). */
export const noticeDuration = 5000;

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

/** The files the build publishes a photo of content/images/ as: `/assets/<name>-<width>-<fingerprint>.<format>`. */
export const isPhotoFile = (url: string | URL): boolean =>
  /^\/assets\/[a-z0-9-]+-\d+-[\w-]{10}\.(avif|webp|jpg)$/.test(new URL(String(url)).pathname);
/** What Chromium logs for a photo file that a test made fail. */
export const photoLoadError = /^Failed to load resource\b.* \S+\/assets\/[a-z0-9-]+-\d+-[\w-]{10}\.(avif|webp|jpg)$/;

/** The photos a page's sections show, in order, as its content names them (its own and other sites'). */
export function pagePhotos(path: string): Image[] {
  return contentPage(path).sections.flatMap((section) =>
    markedIn(imageFields, sectionSchema, section).map(({ value }) => value as Image),
  );
}

/** The clinic page's photo, as its content names it. */
export function clinicPhoto(): SectionOf<'showcase'>['image'] {
  const showcase = contentPage('/consultorio').sections.find((section) => section.type === 'showcase');
  if (showcase?.type !== 'showcase') throw new Error('no showcase on /consultorio');
  return showcase.image;
}

/** The 404 page's heading. */
export const notFoundHeading = (): string => builtContent().site.notFound.title;

export const header = (page: Page): Locator => page.locator('header');
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });
/** By test id rather than role: closed on a phone, the menu is out of the accessibility tree. */
export const mainNav = (page: Page): Locator => page.getByTestId('main-nav');
/** The phone menu's toggle, by the menu it controls (its name changes as it opens and closes). */
export const menuToggle = (page: Page): Locator => page.locator('header button[aria-controls="menu-principal"]');
export const noticeRegion = (page: Page): Locator =>
  page.getByRole('region', { name: builtContent().site.notice.regionLabel, exact: true });
/** The notice list, for code that runs in the page (it cannot use locators). */
export const noticeListSelector = '[data-testid="notices"] ol';
/** Every notice on screen, whatever its role. */
export const notices = (page: Page): Locator => noticeRegion(page).locator('li');
export const noticeCloseButton = (page: Page): Locator =>
  noticeRegion(page).getByRole('button', { name: builtContent().site.notice.closeLabel, exact: true });
export const ctaButton = (page: Page, label: string): Locator => page.getByRole('button', { name: label, exact: true });

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
  await page.evaluate((listSelector) => {
    const list = document.querySelector(listSelector);
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
  }, noticeListSelector);
}

export function noticeLog(page: Page): Promise<NoticeLog> {
  return page.evaluate(() => (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog);
}

/** The page's clock, comparable with the times in the notice log. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Resolves when the page's own clock is `ms` past the first recorded click, with how many notices
 * are up at that moment: a page timer due before the notice's own runs before it, however late both
 * are, so the page's timer is the event that proves the time has passed.
 */
export function noticesAt(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    ({ at, listSelector }) => {
      const log = (window as unknown as { e2eNoticeLog: NoticeLog }).e2eNoticeLog;
      const list = document.querySelector(listSelector);
      const wait = Math.max(0, (log.clicks[0] ?? 0) + at - performance.now());
      return new Promise<number>((resolve) => setTimeout(() => resolve(list?.children.length ?? -1), wait));
    },
    { at: ms, listSelector: noticeListSelector },
  );
}

/** Rests the mouse on the header, far from the notices in the bottom corner. */
export async function mouseAwayFromNotices(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
}

/** Rests the mouse on the notice, which pauses its 5 s: a slow machine cannot lose it mid-test. */
export async function restOnNotice(page: Page): Promise<void> {
  await notices(page).hover({ position: { x: 24, y: 16 } });
}

/** How many notices are up once `count` are: waits for it (Playwright's own wait, safe in concurrent tests). */
async function waitForNoticeCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ listSelector, expected }) => document.querySelector(listSelector)?.children.length === expected,
    { listSelector: noticeListSelector, expected: count },
    { timeout: 5000 },
  );
}

/** Exactly one notice is on screen: the content's title and text, and a close button. */
export async function expectOneNotice(page: Page): Promise<void> {
  await waitForNoticeCount(page, 1);
  const notice = noticeRegion(page).getByRole('status');
  const { title, text } = builtContent().site.notice;
  expect(await notice.count()).toBe(1);
  expect(await notice.getByText(title, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByText(text, { exact: true }).isVisible()).toBe(true);
  expect(await notice.getByRole('button', { name: builtContent().site.notice.closeLabel }).isVisible()).toBe(true);
}

export async function expectNoNotice(page: Page): Promise<void> {
  await waitForNoticeCount(page, 0);
  expect(await notices(page).count()).toBe(0);
}
