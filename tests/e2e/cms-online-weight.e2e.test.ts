/**
 * A page whose content passes what a phone receives in one round trip, in the online editor (the
 * built /admin/, GitHub answered by the stand-in): a warning beside Publicar in the catalogue's
 * words, never a refusal, that follows the editor's changes.
 */
import { describe, expect } from 'vitest';
import { stringify } from 'yaml';
import { kilobytes, roundTripBytes } from '../../admin/weight/round-trip.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { fileReader, say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import { openOnlineCms, pageFile, test } from '../support/github/online-cms.ts';
import { everySectionAtItsLimits } from '../support/at-the-limits.ts';
import { notice, publish, stepTimeout } from './cms-support.ts';
import { labelOf, pageFields } from './cms-fields.ts';

const slug = 'longa';
const sectionWord = pageFields.find((field) => field.name === 'sections')!.label_singular!;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A page with a short opening, then every section type at its schema's limits: past one round trip. */
const longPage = {
  path: `/${slug}`,
  title: 'Uma página longa | Grupo INVERO',
  description: 'Todos os tipos de seção, cada um com o máximo que o formulário aceita.',
  sections: [{ type: 'hero', title: 'Uma página longa' }, ...everySectionAtItsLimits()],
};

describe('a page past one round trip', () => {
  test(
    'shows a warning beside Publicar that explains itself, publishes all the same, and goes once the page is shorter',
    { timeout: 60_000 + 16 * stepTimeout },
    async ({ browser, github }) => {
      github.commitFile(pageFile(slug), stringify(longPage), { login: 'carla', message: 'Uma página longa' });
      const { page, problems } = await openOnlineCms(browser, github, {
        login: 'ana',
        hash: `/collections/${cmsNames.pages}/entries/${slug}`,
      });
      const title = page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first();
      await title.waitFor();

      const warning = page.getByTestId('cms-long-page');
      await warning.waitFor();
      expect(await warning.textContent()).toContain(say('cms-page-long').message);
      await warning.click();
      const explained = sayAgain(
        say('page-past-round-trip', { page: '', size: '§', room: kilobytes(roundTripBytes) }),
        { ...fileReader, form: true },
      );
      const [before, after] = explained.message.split('§');
      const aside = page.getByTestId('cms-aside');
      await expect.poll(() => aside.textContent()).toContain(explained.hint);
      expect(await aside.textContent()).toMatch(new RegExp(`${escaped(before!)}\\d+,\\d${escaped(after!)}`));

      // A warning, not a refusal: the page is published as it is.
      const commits = github.commitCount();
      await title.fill('Uma página longa, publicada | Grupo INVERO');
      await publish(page);
      await notice(page, 'Entrada salva').waitFor();
      expect(github.commitCount()).toBe(commits + 1);
      expect(github.textAt(pageFile(slug))).toContain('Uma página longa, publicada');

      // Back within one round trip as the sections at their limits go: the warning goes with them.
      for (let count = longPage.sections.length; count > 1; count--) {
        await page.getByRole('button', { name: `Remover ${sectionWord} ${count}`, exact: true }).click();
      }
      await warning.waitFor({ state: 'hidden' });
      expect(problems).toEqual([]);
    },
  );
});
