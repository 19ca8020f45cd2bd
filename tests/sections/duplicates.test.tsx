// @vitest-environment jsdom
/**
 * Editors may write the same words twice (two buttons "Agende", two cards "Limpeza"): every list the
 * schemas allow is drawn with its first item repeated, then drawn again with that item deleted, as the
 * CMS's preview does while they edit. React must not meet two children with one key, and what is on
 * screen after the deletion is what a fresh page with that content shows.
 */
import { readFileSync } from 'node:fs';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readYaml } from '../../admin/yaml/keep-text-format.ts';
import { loadContent } from '../../schema/load/index.ts';
import { loadSectionExamples } from '../../schema/sections/examples.ts';
import * as z from 'zod';
import { sectionSchema, sectionSchemaOf, sectionTypes, type SectionType } from '../../schema/sections/index.ts';
import { siteSchema } from '../../schema/site.ts';
import { companiesFileSchema } from '../../schema/company.ts';
import { ImageRenderingContext } from '../../src/components/Picture/rendering.ts';
import { Footer } from '../../src/layout/Footer/Footer.tsx';
import { Header, headerProps } from '../../src/layout/Header/Header.tsx';
import { PageSections } from '../../src/sections/PageSections.tsx';
import { SiteDataContext, type SiteData } from '../../src/site-data.ts';

const examples = loadSectionExamples();
if (!examples.ok) throw new Error('the section examples must validate');
const content = loadContent('content');
if (!content.ok) throw new Error('the shipped content must validate');
const shipped = content.content;

type Edit = (list: unknown[]) => unknown[];

/** `data` with `edit` applied to every list in it, outermost first. */
function everyList(data: unknown, edit: Edit): unknown {
  if (Array.isArray(data)) return edit(data).map((item) => everyList(item, edit));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, everyList(value, edit)]));
}

/** The first item twice (in place of the second, so no list passes its maximum). */
const repeatFirst: Edit = (list) => (list.length === 0 ? list : [list[0], list[0], ...list.slice(2)]);
/** The first of the two deleted. */
const deleteFirst: Edit = (list) => list.slice(1);

/** Every schema-checked list of `input` with its first item repeated, as `schema` reads it. */
function withRepeats<T>(input: unknown, parse: (data: unknown) => T, edit: Edit): T {
  return parse(everyList(input, edit));
}

const errors = vi.spyOn(console, 'error');
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The header measures whether its links fit; jsdom lays nothing out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => errors.mockClear());

/** A screen drawn in the browser's way (React's client, as the CMS's preview and the site's islands). */
function screen(first: SiteData, firstNode: ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  const draw = (siteData: SiteData, node: ReactNode) =>
    act(() =>
      root.render(
        <SiteDataContext value={siteData}>
          <ImageRenderingContext value={() => undefined}>
            <MemoryRouter>{node}</MemoryRouter>
          </ImageRenderingContext>
        </SiteDataContext>,
      ),
    );
  draw(first, firstNode);
  return { draw, html: () => container.innerHTML, close: () => act(() => root.unmount()) };
}

const keyWarnings = () =>
  errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => /key/i.test(text));

/**
 * Draws `repeated`, then `after` on the same screen, and checks the screen then is what a fresh one
 * draws for `after`, with no warning from React on the way.
 */
function expectDeletedCleanly(siteData: (edit: Edit) => SiteData, node: (edit: Edit) => ReactNode) {
  const fresh = screen(siteData(deleteBoth), node(deleteBoth));
  const expected = fresh.html();
  fresh.close();
  const edited = screen(siteData(repeatFirst), node(repeatFirst));
  const before = edited.html();
  edited.draw(siteData(deleteBoth), node(deleteBoth));
  expect(keyWarnings()).toEqual([]);
  expect(before).not.toBe(expected);
  expect(edited.html()).toBe(expected);
  edited.close();
}

/** The first item repeated, then one of the two deleted. */
const deleteBoth: Edit = (list) => deleteFirst(repeatFirst(list));
const shippedSite: SiteData = { site: shipped.site, companies: shipped.companies, builtYear: 2026 };

/**
 * Whether a type's schema lets a section hold a list: a type without one (a title and a paragraph,
 * as `npm run new:section` starts one) has nothing to repeat or delete.
 */
const holdsList = (type: SectionType) =>
  JSON.stringify(z.toJSONSchema(sectionSchemaOf(type), { io: 'input', unrepresentable: 'any' })).includes(
    '"type":"array"',
  );

describe('a list with the same words twice', () => {
  it('is among what the section types that hold lists allow, so the tests below draw some', () => {
    expect(sectionTypes.filter(holdsList).length).toBeGreaterThan(0);
  });

  it.each(
    examples.examples.filter((example) => holdsList(example.type)).map((example) => [example.type, example] as const),
  )('%s: draws both, then only the one left after a deletion', (_, example) => {
    const raw = readYaml(example.yaml);
    const section = (edit: Edit) => withRepeats(raw, (data) => sectionSchema.parse(data), edit);
    expectDeletedCleanly(
      () => shippedSite,
      (edit) => <PageSections sections={[section(edit)]} />,
    );
  });

  it('the header and the footer: links, companies, their features', () => {
    const rawSite = readYaml(readFileSync('content/site.yaml', 'utf8'));
    const rawCompanies = readYaml(readFileSync('content/companies.yaml', 'utf8'));
    const siteData = (edit: Edit): SiteData => ({
      site: withRepeats(rawSite, (data) => siteSchema.parse(data), edit),
      companies: withRepeats(rawCompanies, (data) => companiesFileSchema.parse(data), edit).companies,
      builtYear: 2026,
    });
    expectDeletedCleanly(siteData, (edit) => (
      <>
        <Header {...headerProps(siteData(edit).site, '/')} />
        <Footer />
      </>
    ));
  });
});
