import { describe, expect, it } from 'vitest';
import {
  freshWorkspace,
  load,
  nextChange,
  edit,
  servicos,
  sectionTypes,
  cardTitles,
  scheduleTheNotice,
  scheduledCard,
  campaignPage,
} from './workspace.ts';

describe('the content at a moment', () => {
  it('has a scheduled section only inside its window, through the whole of a day-only `until`', () => {
    freshWorkspace();
    scheduleTheNotice();
    expect(sectionTypes(load('2026-12-23T23:59:59').content)).not.toContain('cta');
    expect(sectionTypes(load('2026-12-24T00:00:00').content)).toContain('cta');
    expect(sectionTypes(load('2027-01-02T23:59:59').content)).toContain('cta');
    expect(sectionTypes(load('2027-01-03T00:00:00').content)).not.toContain('cta');
  });

  it('has a scheduled card only inside its window, to the minute of an `until` with an hour', () => {
    freshWorkspace();
    scheduledCard('Promoção', '          from: 2026-12-01\n          until: 2026-12-31 18:00');
    expect(cardTitles(load('2026-11-30T23:59:00').content)).toEqual(['Limpeza']);
    expect(cardTitles(load('2026-12-31T17:59:00').content)).toEqual(['Limpeza', 'Promoção']);
    expect(cardTitles(load('2026-12-31T18:00:00').content)).toEqual(['Limpeza']);
  });

  it('has a page, its menu entry and every button to it only inside the page’s window', () => {
    freshWorkspace();
    campaignPage();
    const seen = (moment: string) => {
      const { content } = load(moment);
      const home = content.pages.find((page) => page.path === '/')!;
      return {
        page: content.pages.some((page) => page.path === '/natal'),
        menu: content.site.navigation.links.map((link) => link.label),
        buttons: home.sections.flatMap((section) =>
          section.type === 'hero' ? section.buttons.map((button) => button.label) : [],
        ),
      };
    };
    expect(seen('2026-12-10T08:59:00')).toEqual({
      page: false,
      menu: ['Início', 'Serviços'],
      buttons: ['Fale Conosco'],
    });
    expect(seen('2026-12-10T09:00:00')).toEqual({
      page: true,
      menu: ['Início', 'Serviços', 'Natal'],
      buttons: ['Fale Conosco', 'Campanha'],
    });
    expect(seen('2026-12-26T00:00:00')).toEqual({
      page: false,
      menu: ['Início', 'Serviços'],
      buttons: ['Fale Conosco'],
    });
  });

  it('numbers the steps that are on the site, in order', () => {
    freshWorkspace();
    edit(
      'pages/servicos.yaml',
      '      - title: Inspeção\n        description: Primeiro passo.\n',
      '      - title: Triagem\n        description: Antes de tudo.\n        schedule:\n          until: 2026-12-01\n      - title: Inspeção\n        description: Primeiro passo.\n',
    );
    const steps = (moment: string) =>
      servicos(load(moment).content).sections.flatMap((section) =>
        section.type === 'steps' ? section.steps.map((step) => `${step.number} ${step.title}`) : [],
      );
    expect(steps('2026-12-01T10:00:00')).toEqual(['01 Triagem', '02 Inspeção']);
    expect(steps('2026-12-02T00:00:00')).toEqual(['01 Inspeção']);
  });
});

describe('when the site must next change by itself', () => {
  it('is the start, then the end of a day-only `until` (00:00 of the next day), then never', () => {
    freshWorkspace();
    scheduleTheNotice();
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-24T00:00:00-03:00');
    expect(nextChange('2026-12-24T00:00:00')).toBe('2027-01-03T00:00:00-03:00');
    expect(nextChange('2027-01-02T23:59:59')).toBe('2027-01-03T00:00:00-03:00');
    expect(nextChange('2027-01-03T00:00:00')).toBeNull();
  });

  it('follows two windows that overlap, boundary by boundary', () => {
    freshWorkspace();
    scheduledCard('Promoção A', '          from: 2026-12-20\n          until: 2026-12-27');
    scheduledCard('Promoção B', '          from: 2026-12-24\n          until: 2027-01-04');
    expect(nextChange('2026-12-19T12:00:00')).toBe('2026-12-20T00:00:00-03:00');
    expect(nextChange('2026-12-21T12:00:00')).toBe('2026-12-24T00:00:00-03:00');
    expect(cardTitles(load('2026-12-25T12:00:00').content)).toEqual(['Limpeza', 'Promoção A', 'Promoção B']);
    expect(nextChange('2026-12-25T12:00:00')).toBe('2026-12-28T00:00:00-03:00');
    expect(nextChange('2026-12-29T12:00:00')).toBe('2027-01-05T00:00:00-03:00');
    expect(nextChange('2027-01-05T00:00:00')).toBeNull();
  });

  it('names a window that starts and ends between two builds, and the later build has nothing to do', () => {
    freshWorkspace();
    scheduledCard('Só hoje', '          from: 2026-12-10 09:00\n          until: 2026-12-10 18:00');
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-10T09:00:00-03:00');
    expect(nextChange('2026-12-10T09:00:00')).toBe('2026-12-10T18:00:00-03:00');
    expect(cardTitles(load('2026-12-11T10:00:00').content)).toEqual(['Limpeza']);
    expect(nextChange('2026-12-11T10:00:00')).toBeNull();
  });

  it('skips a boundary inside something that is off the site anyway', () => {
    freshWorkspace();
    campaignPage();
    // A button of the campaign page that appears before the page does: nothing changes then.
    edit(
      'pages/natal.yaml',
      '        action: notice\n',
      '        action: notice\n        schedule:\n          from: 2026-12-05\n',
    );
    expect(nextChange('2026-12-01T10:00:00')).toBe('2026-12-10T09:00:00-03:00');
    expect(nextChange('2026-12-10T09:00:00')).toBe('2026-12-26T00:00:00-03:00');
  });
});
