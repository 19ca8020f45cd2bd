/**
 * A publish of `npm run cms` killed midway, and the developer's git in the same checkout. The audit's
 * reproduction: killed between moving the branch and updating the index (1 of 14 tries), the index
 * kept the page's old version, every later publish kept it so, and the developer's next plain
 * `git commit` rolled the pages back. Here the kill is made certain: the publish stops itself with
 * SIGKILL at each of its steps in turn (fixtures/killed-publish.ts). Whatever the step, the developer's
 * `git commit` never takes the publish back, and the next start of the CMS finishes or clears what was
 * left, and says what it did.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { say } from '../../../schema/messages/catalogue/index.ts';
import { RefusedFile } from '../../../scripts/cms/content-files.ts';
import { startLocalBackend } from '../../../scripts/cms/local-backend.ts';
import { localCommits, publishSteps, type PublishStep } from '../../../scripts/cms/local-commits.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { projectRoot } from '../run.ts';
import { checkout, publish, type Checkout } from './fixtures/checkout.ts';

const clinic = 'content/pages/consultorio.yaml';
const home = 'content/pages/home.yaml';

/** The publish of `text` into the clinic's page, stopped at `step` as a kill would stop it. */
async function killedAt(repo: Checkout, step: PublishStep, text: string): Promise<void> {
  const fixture = path.join(import.meta.dirname, 'fixtures/killed-publish.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, repo.root, step, clinic, text], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_, signal) => resolve(signal)),
  );
  expect(signal, output).toBe('SIGKILL');
}

/** `npm run cms` starting in the checkout: its backend starts (and stops); what it said. */
async function startCms(repo: Checkout): Promise<string[]> {
  const said: string[] = [];
  const backend = await startLocalBackend({
    root: repo.root,
    port: await freePort(),
    cmsOrigin: 'http://127.0.0.1:1',
    secret: 'segredo',
    log: (line) => said.push(line),
  });
  await backend.close();
  return said;
}

/** The developer's own plain commit, as they would make it: it may find nothing to commit, or git busy. */
const developerCommits = (repo: Checkout) =>
  spawnSync('git', ['commit', '--quiet', '--message', 'minha mudança'], { cwd: repo.root, encoding: 'utf8' });

/** What the CMS keeps in the git folder while it publishes, and git's lock: none of it left. */
const leftInGit = (repo: Checkout) =>
  readdirSync(path.join(repo.root, '.git')).filter((name) => name.startsWith('invero-cms') || name === 'index.lock');

describe('a publish killed midway', () => {
  it.each(publishSteps.map((step) => [step]))(
    'at "%s": the developer’s next git commit never takes it back, and the next start finishes it, saying so',
    async (step) => {
      const repo = checkout();
      const shipped = repo.read(clinic);
      const published = shipped.replace('title: ', 'title: Nova ');
      await killedAt(repo, step, published);
      const committed = () => repo.git('show', `HEAD:${clinic}`);
      const before = committed();

      // git says to remove a lock a killed process left: the developer does, and commits.
      repo.remove('.git/index.lock');
      developerCommits(repo);
      if (before === published) expect(committed()).toBe(published);
      expect([shipped, published]).toContain(committed());

      // Killed before writing anything down, with its lock removed by hand, it left nothing to say.
      expect((await startCms(repo)).length > 0).toBe(step !== 'index-held');
      expect(leftInGit(repo)).toEqual([]);
      // Nothing was written before the publish wrote down what it does; from then on it is finished.
      const outcome = step === 'index-held' ? shipped : published;
      expect(repo.read(clinic)).toBe(outcome);
      expect(committed()).toBe(outcome);
      expect(repo.git('status', '--porcelain')).toBe('');
      developerCommits(repo);
      expect(committed()).toBe(outcome);
    },
  );

  it('left with the lock in place, the developer’s git waits for the next start, which removes it and finishes the publish', async () => {
    const repo = checkout();
    const published = repo.read(clinic).replace('title: ', 'title: Nova ');
    await killedAt(repo, 'written', published);
    expect(developerCommits(repo).stderr).toContain('index.lock');
    expect(await startCms(repo)).toEqual([
      'CMS local: removida a trava do índice do git (index.lock) que uma publicação interrompida deixou.',
      expect.stringMatching(
        /^CMS local: a publicação interrompida “Página \/consultorio › Título” foi concluída e está no histórico \([0-9a-f]{7}\)\.$/,
      ),
    ]);
    expect(repo.git('log', '-1', '--format=%s')).toBe('Página /consultorio › Título\n');
    expect(repo.git('status', '--porcelain')).toBe('');
  });
});

describe('what a killed npm run cms of an earlier version left', () => {
  it('an index holding the pages’ earlier versions under two publishes: set back, so that git commit rolls nothing back', async () => {
    const repo = checkout();
    const shipped = repo.read(clinic);
    // What the earlier version's kill left: the branch moved twice, the index never (its commits were made aside).
    const aside = { ...process.env, GIT_INDEX_FILE: path.join(repo.root, '.git/aside-index') };
    const gitAside = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo.root, env: aside, encoding: 'utf8' }).trim();
    for (const version of ['# 1\n', '# 2\n']) {
      repo.write(clinic, `${shipped}${version}`);
      gitAside('read-tree', 'HEAD');
      gitAside('update-index', '--add', '--', clinic);
      gitAside('update-ref', 'HEAD', gitAside('commit-tree', gitAside('write-tree'), '-p', 'HEAD', '-m', version));
    }
    repo.remove('.git/aside-index');
    expect(repo.git('diff', '--cached', '--name-only')).toBe(`${clinic}\n`);

    expect(await startCms(repo)).toEqual([
      `CMS local: o índice do git tinha uma versão anterior de ${clinic}, que o próximo "git commit" traria de volta; agora tem a que está no histórico.`,
    ]);
    expect(repo.git('status', '--porcelain')).toBe('');
    developerCommits(repo);
    expect(repo.git('show', `HEAD:${clinic}`)).toBe(`${shipped}# 2\n`);
  });

  it('a change the developer staged is theirs: left as it is', async () => {
    const repo = checkout();
    repo.write(clinic, `${repo.read(clinic)}# mine\n`);
    repo.git('add', clinic);
    const homeText = repo.read(home);
    repo.write(home, `${homeText}# staged, then the file put back\n`);
    repo.git('add', home);
    repo.write(home, homeText);
    const staged = repo.git('diff', '--cached');
    expect(await startCms(repo)).toEqual([]);
    expect(repo.git('diff', '--cached')).toBe(staged);
  });

  it('the temporary indexes it made in the system’s temporary folder: the ones left over removed, and said', async () => {
    const repo = checkout();
    const temporaryFolder = mkdtempSync(path.join(os.tmpdir(), 'invero-tmp-'));
    const made = (name: string, ageMs: number) => {
      const folder = path.join(temporaryFolder, name);
      mkdirSync(folder);
      writeFileSync(path.join(folder, 'index'), 'DIRC');
      const at = new Date(Date.now() - ageMs);
      utimesSync(folder, at, at);
      return folder;
    };
    const hours = (count: number) => count * 60 * 60 * 1000;
    const left = [made('invero-cms-index-a1B2c3', hours(5)), made('invero-cms-index-d4E5f6', hours(2))];
    // One a CMS of that version may be using right now, and a folder of someone else's: both stay.
    const kept = [made('invero-cms-index-g7H8i9', 0), made('outro-programa-j0K1', hours(5))];
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = temporaryFolder;
    try {
      expect(await startCms(repo)).toEqual([
        `CMS local: apagadas 2 pastas temporárias que versões anteriores do CMS deixaram em ${temporaryFolder}.`,
      ]);
      expect(left.filter((folder) => existsSync(folder))).toEqual([]);
      expect(kept.filter((folder) => existsSync(folder))).toEqual(kept);
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      rmSync(temporaryFolder, { recursive: true, force: true });
    }
  });

  it('the temporary file of a save not finished: removed, and said', async () => {
    const repo = checkout();
    const temporary = 'content/pages/.invero-2f1c6a0e-8d7b-4e43-9a55-1f0b3c2d4e5f.tmp';
    repo.write(temporary, repo.read(clinic));
    expect(await startCms(repo)).toEqual([
      `CMS local: apagado ${temporary}, o arquivo temporário de uma gravação que não terminou.`,
    ]);
    expect(repo.exists(temporary)).toBe(false);
  });
});

describe('a publish while the developer’s git holds the index', () => {
  it('waits for it, then refuses, nothing written; the lock stays theirs', async () => {
    const repo = checkout();
    repo.write('.git/index.lock', '');
    const shipped = repo.read(clinic);
    const record = await localCommits(repo.root);
    const refused = await publish(repo, record, { [clinic]: `${shipped}# x\n` }).catch((error: unknown) => error);
    expect((refused as RefusedFile).words).toEqual(say('cms-git-busy'));
    expect(repo.read(clinic)).toBe(shipped);
    expect(await startCms(repo)).toEqual([]);
    expect(repo.exists('.git/index.lock')).toBe(true);
  });
});
