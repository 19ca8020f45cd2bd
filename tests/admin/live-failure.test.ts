// @vitest-environment jsdom
/**
 * The words of a failed publish (admin/going-live/): why, in the catalogue's words — the content's
 * problems the CI's `npm run validate` marked, each said as the form says it, at its place in the
 * form; or the service that publishes, never a check's name nor a code word — and the ways on that
 * fit the reason: "Corrigir" for the content, "Tentar de novo" for the service, undo second.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { failureReason, type FailureReason } from '../../admin/going-live/failure-reason.ts';
import { failureBody } from '../../admin/going-live/failure-view.ts';
import type { Publication, RetryAsk } from '../../admin/going-live/publications.ts';
import { stateTitle } from '../../admin/going-live/status-words.ts';
import type { Content } from '../../admin/session/content.ts';
import type { FailedCheck } from '../../admin/repository/repository.ts';
import { contentDir } from '../../project/environment.ts';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { loadContent } from '../../schema/load/index.ts';
import { say } from '../../schema/messages/catalogue/index.ts';

const pageFile = `${cmsFiles.pagesFolder}/assessoria.yaml`;
const copies: string[] = [];
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/**
 * The content with `edit` applied to the page's text, as a commit carries it, and the check run of
 * the CI's build of it: each problem `npm run validate` finds, marked on its line in its words.
 */
function brokenBuild(edit: (text: string) => string): { content: Content; build: FailedCheck } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'invero-failed-build-'));
  copies.push(root);
  const dir = path.join(root, 'content');
  cpSync(contentDir, dir, { recursive: true });
  const page = path.join(root, pageFile);
  writeFileSync(page, edit(readFileSync(page, 'utf8')));
  const loaded = loadContent(dir);
  if (loaded.ok) throw new Error('the edit broke nothing');
  const problems = loaded.issues.map((issue) => ({
    file: issue.file,
    line: issue.line,
    message: `${issue.message} ${issue.hint}`.trim(),
  }));
  const yamlFiles = [
    cmsFiles.site,
    cmsFiles.companies,
    ...readdirSync(path.join(root, cmsFiles.pagesFolder)).map((name) => `${cmsFiles.pagesFolder}/${name}`),
  ];
  const photos = readdirSync(path.join(root, cmsFiles.mediaFolder)).map((name) => `images/${name}`);
  return {
    content: {
      texts: new Map(yamlFiles.map((file) => [file, readFileSync(path.join(root, file), 'utf8')])),
      photos: new Map(photos.map((photo) => [photo, undefined])),
    },
    build: { id: 'check-run:1', name: 'build', problems, actionsSuite: 1 },
  };
}

/** Words an editor in the form must never read: a file, a line, a key, a check's name. */
const codeWords = /content\/|\.yaml|linha \d|"icon"|\bicon\b|build|deploy|netlify|check|workflow/i;

const pageFields = generatedConfig.collections[0].fields;
const iconLabel = (() => {
  const sections = pageFields.find((field) => field.name === 'sections')!;
  const fields = sections.types!.flatMap((type) => type.fields ?? []);
  const all = (list: typeof fields): typeof fields => list.flatMap((field) => [field, ...all(field.fields ?? [])]);
  return all(fields).find((field) => field.name === 'icon')!.label;
})();

function failedPublication(
  reason: FailureReason,
  checks: FailedCheck[],
  extra: { retries?: number; retry?: RetryAsk } = {},
) {
  const publication: Publication = {
    id: 1,
    change: { files: [], message: 'Página "Início": Título', commit: 'c1', at: new Date() },
    state: { kind: 'failed', checks, reason },
    retries: extra.retries ?? 0,
    retry: extra.retry,
    commitPage: 'https://github.com/o/r/commit/c1',
  };
  return publication;
}

/** The notice's words and buttons as the editor reads them: its title, its hint, then its body. */
function shown(publication: Publication) {
  const undo = document.createElement('button');
  undo.textContent = say('cms-live-undo').message;
  const asked: string[] = [];
  const body = failureBody(publication, {
    publishAgain: () => asked.push('again'),
    fix: (problem) => asked.push(`fix ${problem.place}`),
    undo: [undo],
  });
  const holder = document.createElement('div');
  holder.append(...body);
  const title = stateTitle(publication);
  const buttons = [...holder.querySelectorAll('button')].map((button) => button.textContent);
  return { title, text: `${title.message} ${title.hint} ${holder.textContent}`, holder, buttons, asked };
}

describe('a build the content stopped', () => {
  test('each problem it marked is said as the form says it, at its place in the form, with "Corrigir"', () => {
    const { content, build } = brokenBuild((text) => text.replace(/\bicon: \S+/, 'icon: foguete'));
    expect(build.problems[0]!.message).toMatch(/"icon"/);
    const reason = failureReason([build], content);
    expect(reason.kind).toBe('content');
    const [problem, ...others] = reason.kind === 'content' ? reason.problems : [];
    expect(others).toEqual([]);
    const title = /^title: (.*)$/m.exec(content.texts.get(pageFile)!)![1]!;
    expect(problem!.place.startsWith(say('cms-other-page', { title }).message)).toBe(true);
    expect(problem!.place.endsWith(iconLabel)).toBe(true);
    expect(problem!.fieldPath.at(-1)).toBe('icon');
    expect(problem!.file).toBe(pageFile);
    const publication = failedPublication(reason, [build]);
    const { title: words, text, buttons } = shown(publication);
    expect(words).toMatchObject(say('cms-live-failed', { again: false, content: true }));
    expect(text).toContain(problem!.message);
    expect(text.replace(words.message, '')).not.toMatch(codeWords);
    // Trying the same content again would fail the same way: correct it, or undo, second.
    expect(buttons).toEqual([say('cms-live-fix').message, say('cms-live-undo').message]);
  });

  test('a problem the rules of the form do not find keeps the build’s words, under its entry’s name', () => {
    const marked = { file: cmsFiles.site, line: 9_999, message: 'A foto está corrompida.' };
    const reason = failureReason(
      [{ id: 'check-run:2', name: 'build', problems: [marked] }],
      brokenBuild((text) => `${text}\nextra: 1\n`).content,
    );
    expect(reason).toEqual({
      kind: 'content',
      problems: [
        {
          place: generatedConfig.collections[1].files.find((file) => file.file === cmsFiles.site)!.label,
          message: marked.message,
          hint: '',
          file: cmsFiles.site,
          fieldPath: [],
        },
      ],
    });
  });
});

describe('a publishing service that failed', () => {
  const deploy: FailedCheck = {
    id: 'check-run:3',
    name: 'deploy-content',
    url: 'https://github.com/o/r/actions/runs/1/job/3',
    problems: [],
    actionsSuite: 1,
  };
  const netlify: FailedCheck = { id: 'status:4', name: 'netlify/grupo-invero/deploy', problems: [] };

  test('is the service’s, said without a check’s name; "Tentar de novo" first, undo second', () => {
    const reason = failureReason([deploy, netlify], undefined);
    expect(reason).toEqual({ kind: 'service' });
    const { title, text, buttons, asked, holder } = shown(failedPublication(reason, [deploy, netlify]));
    expect(title).toMatchObject(say('cms-live-failed', { again: false, content: false }));
    expect(text).not.toMatch(codeWords);
    expect(buttons).toEqual([say('cms-live-retry').message, say('cms-live-undo').message]);
    holder.querySelector<HTMLButtonElement>('[data-testid="cms-live-retry"]')!.click();
    expect(asked).toEqual(['again']);
    // Where to look, for whoever looks after the site: the failed job's page.
    expect(holder.querySelector('a')!.href).toBe(deploy.url);
  });

  test('failed again after a retry: said so, both ways still there', () => {
    const { title, buttons } = shown(failedPublication({ kind: 'service' }, [deploy], { retries: 1 }));
    expect(title).toMatchObject(say('cms-live-failed', { again: true, content: false }));
    expect(title.message).not.toBe(say('cms-live-failed', { again: false, content: false }).message);
    expect(buttons).toEqual([say('cms-live-retry').message, say('cms-live-undo').message]);
  });

  test('an ask that could not be made: said so, in words of why; both ways still there, and the retry again', () => {
    for (const offline of [true, false]) {
      const { text, holder, buttons } = shown(
        failedPublication({ kind: 'service' }, [deploy], { retry: { kind: 'refused', offline } }),
      );
      const refused = say('cms-live-retry-refused', { offline });
      expect(text).toContain(`${refused.message} ${refused.hint}`);
      expect(buttons).toEqual([say('cms-live-retry').message, say('cms-live-undo').message]);
      expect(holder.querySelector<HTMLButtonElement>('[data-testid="cms-live-retry"]')!.disabled).toBe(false);
    }
    expect(say('cms-live-retry-refused', { offline: true }).hint).not.toBe(
      say('cms-live-retry-refused', { offline: false }).hint,
    );
  });

  test('while the ask is on its way, its button waits', () => {
    const { holder } = shown(failedPublication({ kind: 'service' }, [deploy], { retry: { kind: 'asking' } }));
    expect(holder.querySelector<HTMLButtonElement>('[data-testid="cms-live-retry"]')!.disabled).toBe(true);
  });
});
