/**
 * `npm test`'s first step (pretest): the browser tests drive the system Chromium. On a fresh Debian
 * machine where we may install packages (root), install it, saying so; anywhere else, say what to do.
 */
import { existsSync } from 'node:fs';
import { canInstallWithApt, debianPackage, installWithApt } from './audit/system-chromium.ts';
import { fail } from './lib/cli.ts';
import { chromiumPath } from './lib/environment.ts';

if (!existsSync(chromiumPath)) {
  if (!canInstallWithApt()) {
    fail(
      `✖ Chromium não encontrado em ${chromiumPath}: os testes de navegador usam o Chromium do sistema.\n` +
        `  Instale o pacote do sistema (Debian/Ubuntu: "sudo apt-get install ${debianPackage}") ` +
        'ou aponte CHROMIUM_PATH para o executável.',
    );
  }
  console.log(`→ Chromium não encontrado em ${chromiumPath}: instalando o pacote "${debianPackage}" com apt-get…`);
  if (!installWithApt()) {
    fail(`✖ A instalação do Chromium falhou (veja acima). Instale-o com "apt-get install ${debianPackage}".`);
  }
  console.log(`✔ Chromium instalado em ${chromiumPath}.`);
}
