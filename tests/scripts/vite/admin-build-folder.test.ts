import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimBuildFolder } from '../../../scripts/vite/admin.ts';

const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

/** The process number of a process that has ended. */
const endedProcess = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('where npm run cms builds the CMS it serves', () => {
  it("is a folder of its own process; a killed run's folder goes, a running one's stays", () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'invero-cms-builds-'));
    homes.push(home);
    const [killed, running] = [String(endedProcess()), String(process.ppid)];
    for (const left of [killed, running]) mkdirSync(path.join(home, left, 'assets'), { recursive: true });

    const folder = claimBuildFolder(home);
    expect(folder).toBe(path.join(home, String(process.pid)));
    expect(existsSync(path.join(home, killed))).toBe(false);
    expect(readdirSync(home)).toEqual([running]);
  });
});
