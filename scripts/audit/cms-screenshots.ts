/**
 * The pictures of the CMS in the editors' guide (content/LEIA-ME.md, "Editar pelo navegador"): the
 * CMS of `npm run cms` against its local backend on a temporary copy of the content, in the system
 * Chromium, in Portuguese, at 1280×800 (and one on a 390×844 phone). Nothing is published (the one
 * save tried is refused), and nothing leaves the machine: the servers listen on 127.0.0.1, on free
 * ports.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { projectRoot } from '../../project/environment.ts';
import { startLocalCms, type LocalCms } from '../cms/local-cms.ts';
import { temporaryRepository } from '../cms/temporary-repository.ts';
import { freePort } from '../lib/ports.ts';
import { launchChromium } from './chromium.ts';
import { centre, expandSection, labelsOfConfig, openEntry, openScreen, phone, settled } from './cms-screens.ts';
import { writePictureIfChanged } from './picture-changes.ts';

export const cmsScreenshotsDir = path.join(projectRoot, 'content/leia-me');

/** A start builds the CMS, and a first start bundles the site's dependencies. */
const startupTimeout = 180_000;

export interface CmsShot {
  file: string;
  /** What the picture shows, in the guide's words. */
  shows: string;
  /** False when the file already showed the same picture, and was left as it was. */
  written: boolean;
}

type Take = (name: string, shows: string, page: Page) => Promise<void>;

/** Screens whose animations must keep running: the refused save's notice closes when its countdown ends. */
const keepAnimations = new Set(['cms-5-recusado']);

async function takeAll(browser: Browser, cms: LocalCms, take: Take): Promise<void> {
  const labels = labelsOfConfig();
  const done = async (name: string, shows: string, page: Page) => {
    await take(name, shows, page);
    await page.context().close();
  };

  // 1. The login screen of the local backend (online, the same screen says "Entrar com o GitHub").
  const login = await openScreen(browser, cms, '/collections/paginas', false);
  await settled(login);
  await done('cms-1-entrar', 'a tela de entrada do CMS, com o botão "Entrar"', login);

  // 2. The list of pages, once logged in.
  const list = await openScreen(browser, cms, '/collections/paginas');
  await list.locator('a[href*="/collections/paginas/entries/"]').first().waitFor();
  await settled(list);
  await done('cms-2-paginas', 'a coleção Páginas: a lista das páginas do site', list);

  // 3. A text changed in the hero of the home page, the preview already showing it.
  const edit = await openEntry(browser, cms, labels, 'home');
  const hero = await expandSection(edit, labels.hero.type);
  const title = hero.getByLabel(labels.hero.title, { exact: true });
  const newTitle = `${await title.inputValue()} Unido`;
  await title.fill(newTitle);
  await edit.frameLocator('iframe').first().getByRole('heading', { level: 1, name: newTitle }).waitFor();
  await centre(title);
  await done('cms-3-editar-texto', 'uma página aberta: o título mudado à esquerda, a prévia ao vivo à direita', edit);

  // 4. A grid's cards, with the button that adds one.
  const cards = await openEntry(browser, cms, labels, 'consultorio');
  const grid = await expandSection(cards, labels.cardGrid.type);
  const add = grid.getByRole('button', { name: new RegExp(`^Adicionar ${labels.cardGrid.card}`, 'i') }).first();
  await add.waitFor();
  await centre(add);
  await done('cms-4-cartao', `a lista "${labels.cardGrid.cards}" de uma seção, com o botão "Adicionar"`, cards);

  // 5. A refused save: HTML in a title, and the message of `npm run validate` in Portuguese.
  const refused = await openEntry(browser, cms, labels, 'home');
  const refusedHero = await expandSection(refused, labels.hero.type);
  const refusedTitle = refusedHero.getByLabel(labels.hero.title, { exact: true });
  await refusedTitle.fill('<b>x</b>');
  await refused.frameLocator('iframe').first().getByTestId('preview-problems').first().waitFor();
  await refused.getByRole('button', { name: 'Publicar', exact: true }).click();
  await refused.getByText('Publicar agora', { exact: true }).click();
  const toast = refused.getByRole('alert').filter({ hasText: 'Nada foi salvo' }).first();
  await toast.waitFor();
  await centre(refusedTitle);
  // The notice slides in (an animation of the boxes around its text): the picture waits until it is
  // in place. Its countdown bar, a sibling's animation, keeps running: disabling animations would run
  // it to the end and close the notice.
  await toast.evaluate((element) => {
    const sliding: Animation[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) sliding.push(...box.getAnimations());
    return Promise.all(sliding.map((animation) => animation.finished));
  });
  await done('cms-5-recusado', 'uma gravação recusada: a mensagem em português, e nada foi salvo', refused);

  // 6. A new page's form, its first fields filled in.
  const create = await openScreen(browser, cms, '/collections/paginas/new');
  const field = (name: string) => create.getByLabel(labels.page(name), { exact: true }).first();
  await field('path').waitFor();
  await settled(create);
  await field('path').fill('/sobre');
  await field('title').fill('Sobre o Grupo | Grupo INVERO');
  await field('description').fill('A história e os valores das três empresas do Grupo INVERO.');
  // One section, as a page needs: the preview on the right draws it.
  await create.getByRole('button', { name: /^Adicionar/ }).click();
  await create.getByRole('menuitem', { name: labels.hero.type, exact: true }).click();
  const newHero = create.locator('label[for^="sections-field"]', { hasText: labels.hero.type }).first().locator('..');
  await newHero.getByLabel(labels.hero.title, { exact: true }).fill('Sobre o Grupo INVERO');
  await create
    .frameLocator('iframe')
    .first()
    .getByRole('heading', { level: 1, name: 'Sobre o Grupo INVERO' })
    .waitFor();
  await field('path').evaluate((element) =>
    ((element as HTMLInputElement).labels?.[0] ?? element).scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  await done('cms-6-nova-pagina', 'o formulário de uma página nova: endereço, título, descrição e seções', create);

  // 7. A card's icon, chosen from the pictures.
  const clinic = parse(readFileSync(path.join(projectRoot, 'content/pages/consultorio.yaml'), 'utf8')) as {
    sections: { cards?: { title: string }[] }[];
  };
  const firstCard = clinic.sections.find((section) => section.cards)!.cards![0]!.title;
  const icons = await openEntry(browser, cms, labels, 'consultorio');
  const iconGrid = await expandSection(icons, labels.cardGrid.type);
  await iconGrid.getByRole('button', { name: firstCard, exact: true }).click();
  await icons
    .getByRole('button', { name: /^Trocar o ícone/ })
    .first()
    .click();
  await icons.getByRole('radio').first().waitFor();
  // The field's label, the chosen icon and the pictures below them.
  await icons
    .getByRole('searchbox')
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // The pictures come from the site's icon sprite, fetched when the picker first draws them: without
  // waiting for it, a capture could show the picker's buttons empty.
  await settled(icons);
  await done('cms-7-icone', 'a escolha do ícone de um cartão: as figuras com o nome de cada uma', icons);

  // 8. The same editor on a phone: the form the width of the screen, the preview behind a button.
  const onPhone = await openEntry(browser, cms, labels, 'home', phone);
  await expandSection(onPhone, labels.hero.type);
  await onPhone.getByTestId('phone-preview-toggle').waitFor();
  await settled(onPhone);
  await done('cms-8-celular', 'o editor num celular: os campos na largura da tela, o botão "Ver a prévia"', onPhone);
}

/**
 * Starts the CMS on a temporary copy, takes `cms-*.png` into `dir` when a picture changed (telling
 * `onTaken` of each) and stops everything it started, also when something fails.
 */
export async function takeCmsScreenshots(dir: string, onTaken: (shot: CmsShot) => void): Promise<CmsShot[]> {
  const { root, contentDir } = temporaryRepository(cmsScreenshotsDir);
  const started: { cms?: LocalCms; browser?: Browser } = {};
  // Should this process die some other way, the servers must not outlive it.
  const killOnExit = () => started.cms?.kill();
  process.on('exit', killOnExit);
  const shots: CmsShot[] = [];
  try {
    started.cms = await startLocalCms({
      contentDir,
      cmsPort: await freePort(),
      devPort: await freePort(),
      environment: { ...process.env, NO_COLOR: '1' },
      stdio: 'pipe',
      startupTimeoutMs: startupTimeout,
    });
    started.browser = await launchChromium();
    await takeAll(started.browser, started.cms, async (name, shows, page) => {
      const file = path.join(dir, `${name}.png`);
      const animations = keepAnimations.has(name) ? 'allow' : 'disabled';
      const png = await page.screenshot({ animations, caret: 'hide' });
      const shot = { file, shows, written: await writePictureIfChanged(file, png) };
      shots.push(shot);
      onTaken(shot);
    });
    return shots;
  } finally {
    await started.browser?.close();
    await started.cms?.stop();
    process.off('exit', killOnExit);
    rmSync(root, { recursive: true, force: true });
  }
}
