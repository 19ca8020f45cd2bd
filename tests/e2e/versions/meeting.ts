import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { lineDiff } from '../../admin/session-harness.ts';
import { publish } from '../cms-support.ts';
import { labelOf } from '../cms-fields.ts';
import {
  clinic,
  cardsOf,
  photoOf,
  grid,
  cardsField,
  sectionWord,
  sessionNotice,
  summary,
  cardTitle,
  retype,
  published,
  waitUntil,
  problemsOf,
  type Scenario,
} from './editor-site.ts';

/** Two or three editors saving the same page, or one whose page changed under her: nothing of anyone's lost. */
export const meetingScenarios: Scenario[] = [
  {
    name: 'two editors, different cards: both kept, in the order published, each a one-line change',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const shipped = site.text(clinic);
      const [first, second] = cardsOf(shipped);
      const ana = await site.open('ana', clinic);
      const bruno = await site.open('bruno', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      await (await cardTitle(bruno.page, second!.title)).fill('Estética do Sorriso');

      await published(ana.page);
      const anas = site.text(clinic);
      expect(lineDiff(shipped, anas)).toHaveLength(1);
      await published(bruno.page);
      const brunos = site.text(clinic);
      expect(lineDiff(anas, brunos)).toEqual([`        title: ${second!.title} →         title: Estética do Sorriso`]);
      // What the history will show (online, where saves are commits): who, and what changed where, in the form's words.
      const latest = site.latestCommit?.();
      if (latest) {
        const place = `${grid.label} › ${cardsField.label_singular!} 2 › ${labelOf(cardsField.fields!, 'title')}`;
        const words = `${place}: “${second!.title}” → “Estética do Sorriso”`;
        expect(latest.message).toMatch(new RegExp(`^Página /consultorio › ${sectionWord} \\d+ · ${words}$`));
        expect(latest.author).toBe('Bruno Lima');
      }
      // Bruno's form shows what was written, Ana's change too, so that his next save keeps it.
      await waitUntil(() => summary(bruno.page, 'Clínica Geral e Preventiva').count()).toBe(1);
      expect(await sessionNotice(bruno.page).innerText()).toContain(say('cms-merged', { when: '', what: '' }).hint);
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana, bruno)).toEqual([]);
    },
  },
  {
    name: 'two editors, the same card: the second is refused before writing, sees the first one’s value, and can keep it or publish over it',
    steps: 12,
    run: async (site) => {
      const [first, , third] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      const bruno = await site.open('bruno', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica da Ana');
      await (await cardTitle(bruno.page, first!.title)).fill('Clínica do Bruno');
      await (await cardTitle(bruno.page, third!.title)).fill('Implantes do Bruno');
      await published(ana.page);
      const anas = site.text(clinic);

      await publish(bruno.page);
      const refused = sessionNotice(bruno.page);
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).waitFor();
      const said = await refused.innerText();
      expect(said).toContain('Clínica da Ana');
      expect(said).toContain('Clínica do Bruno');
      expect(site.text(clinic)).toBe(anas);

      // Keep theirs: the form shows Ana's title, with Bruno's other change still in it; publishing writes only that.
      await refused.getByRole('button', { name: say('cms-keep-theirs').message }).click();
      await waitUntil(() => summary(bruno.page, 'Clínica da Ana').count()).toBe(1);
      await published(bruno.page);
      expect(lineDiff(anas, site.text(clinic))).toEqual([
        `        title: ${third!.title} →         title: Implantes do Bruno`,
      ]);

      // Publish over theirs, asked twice: Ana changes the title again, Bruno insists on his.
      await retype(await cardTitle(ana.page, 'Clínica da Ana'), 'Clínica da Ana, de novo');
      await published(ana.page);
      await retype(await cardTitle(bruno.page, 'Clínica da Ana'), 'Clínica do Bruno');
      await publish(bruno.page);
      await refused.getByRole('button', { name: say('cms-publish-mine').message }).click();
      await refused.getByRole('button', { name: say('cms-publish-mine-yes').message }).click();
      await waitUntil(() => cardsOf(site.text(clinic))[0]!.title).toBe('Clínica do Bruno');
      expect(cardsOf(site.text(clinic))[2]!.title).toBe('Implantes do Bruno');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana, bruno)).toEqual([]);
    },
  },
  {
    name: 'the page deleted by someone else while open: told, the save refused, and publishing again brings it back with the changes',
    steps: 8,
    onlineOnly: true,
    run: async (site) => {
      const [first] = cardsOf(site.text(clinic));
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      site.saveAs('bruno', clinic, undefined);
      await publish(ana.page);
      const refused = sessionNotice(ana.page);
      await refused.getByRole('button', { name: say('cms-publish-mine').message }).click();
      await refused.getByRole('button', { name: say('cms-publish-mine-yes').message }).click();
      await waitUntil(() => {
        try {
          return cardsOf(site.text(clinic))[0]!.title;
        } catch {
          return undefined;
        }
      }).toBe('Clínica Geral e Preventiva');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
  {
    name: 'the page’s photo replaced by someone else while open: the save keeps the new photo and this editor’s change',
    steps: 6,
    onlineOnly: true,
    run: async (site) => {
      const shipped = site.text(clinic);
      const [first] = cardsOf(shipped);
      const ana = await site.open('ana', clinic);
      await (await cardTitle(ana.page, first!.title)).fill('Clínica Geral e Preventiva');
      const photo = photoOf(shipped);
      site.savePhotoAs('bruno', 'sala-nova.jpg', readFileSync(`content/${photo}`));
      site.saveAs('bruno', clinic, shipped.replace(`src: ${photo}`, 'src: images/sala-nova.jpg'));
      await published(ana.page);
      const saved = site.text(clinic);
      expect(photoOf(saved)).toBe('images/sala-nova.jpg');
      expect(cardsOf(saved)[0]!.title).toBe('Clínica Geral e Preventiva');
      expect(site.validates?.() ?? true).toBe(true);
      expect(problemsOf(site, ana)).toEqual([]);
    },
  },
];
