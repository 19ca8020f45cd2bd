import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { baseDir, type Workspace } from '../workspace.ts';
import type { CorpusCase } from './edits.ts';

/*
 * The names of the content's own files, and what content/images/ may hold. A page file or a photo
 * under a name that misleads (a direction mark, a leading space, "%2e%2e%2f", fullwidth dots, an
 * accent typed two ways, a name too long) is refused, naming the file; so is anything in
 * content/images/ that is not a photo by its name and its bytes, used or not: the dev server would
 * serve an SVG there as the editor's own origin.
 */

const photo = readFileSync(path.join(baseDir, 'content/images/foto.jpg'));

/** The audit's SVG: run as the dev server's origin, it wrote a page through the CMS's backend. */
export const evilSvg = `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('/api/v1', { method: 'POST' })</script></svg>`;

/** The base's services page, renamed. */
const renamePage = (to: string) => (ws: Workspace) =>
  renameSync(path.join(ws.contentDir, 'pages/servicos.yaml'), path.join(ws.contentDir, 'pages', to));

const notPlain = (file: string, shown: string, what: string, suggestion: string) =>
  `content/${file}:1:1 O nome "${shown}" não é um nome simples: o nome de ${what} só pode ter letras minúsculas sem acento, números e hífens, e terminar em ${what === 'uma página' ? '".yaml"' : '".jpg", ".jpeg", ".png", ".webp" ou ".avif"'}. → Renomeie-o para "${suggestion}". Espaços, acentos, maiúsculas e sinais (mesmo os que não se veem) fazem um nome parecer outro, ou dois nomes parecerem um só.`;
const notAPhoto = (name: string) =>
  `content/images/${name}:1:1 "${name}" não é uma foto: a pasta content/images/ guarda só as fotos do site, em ".jpg", ".jpeg", ".png", ".webp" ou ".avif". → Tire o arquivo desta pasta. Se for uma foto, exporte-a como JPEG e copie-a de novo para cá; um desenho (SVG), uma página (HTML) ou um documento não entram no site por aqui.`;

/** The audit's names, each written in the file system as `name` and shown in the message as `shown`. */
const misleading = [
  ['a direction mark (U+202E)', 'servicos\u202egpj.yaml', 'servicos\\u202egpj.yaml', 'servicos-gpj'],
  ['a leading space', ' servicos.yaml', ' servicos.yaml', 'servicos'],
  ['an encoded "../"', '%2e%2e%2fservicos.yaml', '%2e%2e%2fservicos.yaml', '2e-2e-2fservicos'],
  ['fullwidth dots', '\uff0e\uff0eservicos.yaml', '\\uff0e\\uff0eservicos.yaml', 'servicos'],
  ['an accent typed apart from its letter (NFD)', 'servic\u0327os.yaml', 'servic\\u0327os.yaml', 'servicos'],
  ['capitals', 'Servicos.yaml', 'Servicos.yaml', 'servicos'],
] as const;

const long = `${'a'.repeat(96)}.yaml`;

export const fileNameCases: CorpusCase[] = [
  ...misleading.map(([what, name, shown, plain]) => ({
    name: `a page file whose name has ${what}`,
    breakIt: renamePage(name),
    expected: [notPlain(`pages/${name}`, shown, 'uma página', `${plain}.yaml`)],
  })),
  {
    // Both shown as "serviços.yaml": the same name to a person, two files to the disk.
    name: 'two page files named "serviços.yaml", one typed NFC and one NFD',
    breakIt: (ws) => {
      renamePage('servi\u00e7os.yaml')(ws);
      renameSync(path.join(ws.contentDir, 'pages/home.yaml'), path.join(ws.contentDir, 'pages/servic\u0327os.yaml'));
    },
    expected: [
      notPlain('pages/servic\u0327os.yaml', 'servic\\u0327os.yaml', 'uma página', 'servicos.yaml'),
      notPlain('pages/servi\u00e7os.yaml', 'servi\\u00e7os.yaml', 'uma página', 'servicos.yaml'),
    ],
  },
  {
    name: 'a page file whose name is over 100 characters',
    breakIt: renamePage(long),
    expected: [
      `content/pages/${long}:1:1 O nome "${'a'.repeat(57)}…" tem 101 caracteres, e o limite é 100. → Renomeie-o com um nome mais curto, ex.: "${'a'.repeat(90)}.yaml".`,
    ],
  },
  {
    name: 'a page file whose name is 255 bytes, the most a file system holds',
    breakIt: renamePage(`${'a'.repeat(250)}.yaml`),
    expected: [
      `content/pages/${'a'.repeat(250)}.yaml:1:1 O nome "${'a'.repeat(57)}…" tem 255 caracteres, e o limite é 100. → Renomeie-o com um nome mais curto, ex.: "${'a'.repeat(90)}.yaml".`,
    ],
  },
  {
    name: 'a page file with a plain name and a number (valid)',
    breakIt: renamePage('servicos-2.yaml'),
    expected: [],
  },

  // content/images/: photos only, by name and by bytes, used or not.
  {
    name: 'the audit’s SVG in content/images/, used by no page',
    breakIt: (ws) => ws.write('images/evil.svg', evilSvg),
    expected: [notAPhoto('evil.svg')],
  },
  ...['pwned.html', 'dados.yaml', 'leia.txt', 'sem-extensao', '.escondido.svg'].map((name) => ({
    name: `a file that is no photo by its name in content/images/: ${name}`,
    breakIt: (ws: Workspace) => ws.write(`images/${name}`, name.endsWith('.html') ? '<script>1</script>' : 'x'),
    expected: [notAPhoto(name)],
  })),
  {
    name: 'an SVG named .jpg in content/images/, used by no page',
    breakIt: (ws) => ws.write('images/evil.jpg', evilSvg),
    expected: [
      'content/images/evil.jpg:1:1 A foto content/images/evil.jpg está no formato SVG (um desenho, não uma foto), que o site não converte. → Exporte-a como JPEG (no iPhone: Ajustes → Câmera → Formatos → "Mais Compatível"; num computador, "Salvar como" JPEG). Formatos aceitos: JPEG (.jpg), PNG, WebP ou AVIF.',
    ],
  },
  {
    name: 'an HTML page named .png in content/images/, used by no page',
    breakIt: (ws) => ws.write('images/evil.png', '<!doctype html><script>fetch("/api/v1")</script>'),
    expected: [
      'content/images/evil.png:1:1 O arquivo content/images/evil.png não é uma foto que o site consiga ler. → Use uma foto em JPEG (.jpg), PNG, WebP ou AVIF. Se o arquivo abre no seu computador, exporte-o de novo como JPEG; se não abre, ele está corrompido: copie-o de novo.',
    ],
  },
  ...misleading.map(([what, name, shown, plain]) => {
    const file = name.replace(/\.yaml$/, '.jpg');
    const shownFile = shown.replace(/\.yaml$/, '.jpg');
    return {
      name: `a photo whose name has ${what}`,
      breakIt: (ws: Workspace) => ws.write(`images/${file}`, photo),
      expected: [notPlain(`images/${file}`, shownFile, 'uma foto', `${plain}.jpg`)],
    };
  }),
  {
    name: 'a photo in a folder whose name is not plain',
    breakIt: (ws) => {
      mkdirSync(path.join(ws.contentDir, 'images/Álbum'));
      ws.write('images/Álbum/sala.jpg', photo);
    },
    expected: [
      'content/images/Álbum:1:1 O nome "\\u00c1lbum" não é um nome simples: o nome de uma pasta de fotos só pode ter letras minúsculas sem acento, números e hífens. → Renomeie-o para "album". Espaços, acentos, maiúsculas e sinais (mesmo os que não se veem) fazem um nome parecer outro, ou dois nomes parecerem um só.',
    ],
  },
  {
    name: 'a photo no page uses, a photo in a plain folder and the Finder’s .DS_Store (valid)',
    breakIt: (ws) => {
      ws.write('images/sobra.jpeg', photo);
      mkdirSync(path.join(ws.contentDir, 'images/album'));
      ws.write('images/album/sala-2.jpg', photo);
      ws.write('images/.DS_Store', 'Bud1');
    },
    expected: [],
  },
];
