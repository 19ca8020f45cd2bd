/**
 * `npm test`'s first step (pretest): the browser tests drive the system Chromium. On a fresh Debian
 * machine where we may install packages (root), install it, saying so; anywhere else, say what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const debianPackage = 'chromium';

function canInstallWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt && existsSync('/etc/debian_version') && chromiumPath === '/usr/bin/chromium';
}

function apt(...args: string[]): boolean {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return run.status === 0;
}

if (!existsSync(chromiumPath)) {
  if (!canInstallWithApt()) {
    console.error(
      `✖ Chromium não encontrado em ${chromiumPath}: os testes de navegador usam o Chromium do sistema.\n` +
        `  Instale o pacote do sistema (Debian/Ubuntu: "sudo apt-get install ${debianPackage}") ` +
        'ou aponte CHROMIUM_PATH para o executável.',
    );
    process.exit(1);
  }
  console.log(`→ Chromium não encontrado em ${chromiumPath}: instalando o pacote "${debianPackage}" com apt-get…`);
  if (!apt('update', '-qq') || !apt('install', '-y', '-qq', debianPackage) || !existsSync(chromiumPath)) {
    console.error(`✖ A instalação do Chromium falhou (veja acima). Instale-o com "apt-get install ${debianPackage}".`);
    process.exit(1);
  }
  console.log(`✔ Chromium instalado em ${chromiumPath}.`);
}
