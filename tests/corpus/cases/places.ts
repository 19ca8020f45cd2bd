import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseDir, type Workspace } from '../workspace.ts';
import type { CorpusCase } from './edits.ts';

/*
 * What may stand where in content/ (schema/load/content-places.ts): anything the site would not
 * read is refused where it lies, never passed over — a file at the top it does not know, a hidden
 * page, a folder among the pages, the temporary file a killed `npm run cms` left. `git add -A`
 * would commit each of them, and a page the site skips is one an editor believes published.
 */

const photo = readFileSync(path.join(baseDir, 'content/images/foto.jpg'));
/** The name the local backend gives the file it writes a save to before renaming it (content-files.ts). */
const temporary = '.invero-2f1c6a0e-8d7b-4e43-9a55-1f0b3c2d4e5f.tmp';

const unexpected = (name: string) =>
  `content/${name}:1:1 content/${name} não é lido pelo site: a pasta content/ guarda só site.yaml, companies.yaml, as pastas pages/ e images/ e o guia de quem edita (LEIA-ME.md e a pasta leia-me/). → Tire-o da pasta content/, ou apague-o: o que fica nela vai para o repositório do site com o conteúdo. Se for uma página, mova-a para a pasta pages/; se for uma foto, para images/.`;
const leftByTheCms = (file: string) =>
  `content/${file}:1:1 content/${file} é um arquivo temporário do CMS local (npm run cms): uma gravação que não terminou, porque o CMS foi interrompido no meio dela. → Apague-o (o "npm run cms" também o apaga ao começar). O arquivo de verdade está ao lado dele, como estava antes dessa gravação.`;

export const placeCases: CorpusCase[] = [
  ...['notas.txt', 'rascunho.docx', '.env', 'backup'].map((name) => ({
    name: `an unexpected ${name === 'backup' ? 'folder' : 'file'} at the top of content/: ${name}`,
    breakIt: (ws: Workspace) => {
      if (name === 'backup') {
        mkdirSync(path.join(ws.contentDir, name));
        ws.write(`${name}/home.yaml`, ws.read('pages/home.yaml'));
      } else ws.write(name, 'x');
    },
    expected: [unexpected(name)],
  })),
  {
    name: 'a hidden page file, which the site would never show',
    breakIt: (ws) => ws.write('pages/.oculta.yaml', ws.read('pages/servicos.yaml').replace('/servicos', '/oculta')),
    expected: [
      'content/pages/.oculta.yaml:1:1 content/pages/.oculta.yaml começa com um ponto: é um arquivo escondido, que o site não lê, e o que ele tem nunca iria ao ar. → Se for uma página, renomeie-o para "oculta.yaml"; se não, apague-o.',
    ],
  },
  {
    name: 'a page in a folder inside pages/, which the site would never show',
    breakIt: (ws) => {
      mkdirSync(path.join(ws.contentDir, 'pages/sub'));
      ws.write('pages/sub/pasta.yaml', ws.read('pages/servicos.yaml').replace('/servicos', '/pasta'));
    },
    expected: [
      'content/pages/sub:1:1 content/pages/sub é uma pasta, e o site só lê as páginas que estão direto na pasta pages/: as que estão dentro dela nunca iriam ao ar. → Mova as páginas dela para a pasta pages/, cada uma com um nome próprio, e apague a pasta.',
    ],
  },
  ...['pages', 'images', ''].map((folder) => {
    const file = folder ? `${folder}/${temporary}` : temporary;
    return {
      name: `the temporary file a killed npm run cms left in content/${folder}`,
      breakIt: (ws: Workspace) => ws.write(file, folder === 'images' ? photo : ws.read('pages/home.yaml')),
      expected: [leftByTheCms(file)],
    };
  }),
  {
    name: 'the editors’ guide and its pictures, and the Finder’s .DS_Store in every folder (valid)',
    breakIt: (ws) => {
      ws.write('LEIA-ME.md', '# Como editar\n');
      mkdirSync(path.join(ws.contentDir, 'leia-me'));
      ws.write('leia-me/cms-1-entrar.png', photo);
      for (const folder of ['', 'pages/', 'images/']) ws.write(`${folder}.DS_Store`, 'Bud1');
    },
    expected: [],
  },
];
