/** Installing the system Chromium the browser tests drive, where this machine lets us. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../lib/environment.ts';

export const debianPackage = 'chromium';

/** Root on Debian with apt, and Chromium expected where the Debian package puts it. */
export function canInstallWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt && existsSync('/etc/debian_version') && chromiumPath === '/usr/bin/chromium';
}

function apt(...args: string[]): boolean {
  const run = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

/** Installs the package with apt-get, showing its output; whether Chromium is there afterwards. */
export function installWithApt(): boolean {
  return apt('update', '-qq') && apt('install', '-y', '-qq', debianPackage) && existsSync(chromiumPath);
}
