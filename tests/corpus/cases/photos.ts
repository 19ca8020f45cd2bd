import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { baseDir, type Workspace } from '../workspace.ts';
import { withFile, type CorpusCase } from './edits.ts';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG's signature and header chunk alone: a width and height, and no picture. */
export const pngHeader = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8 bits a channel, RGB
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header)]);
};

/** A whole grey PNG, made here: every row a filter byte and its pixels. */
export const png = (width: number, height: number) =>
  Buffer.concat([
    pngHeader(width, height),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 3), 0x80))),
    chunk('IEND', Buffer.alloc(0)),
  ]);

/** A JPEG's first segments alone: what image-size reads, claiming a width and height and holding no picture. */
const jpegHeader = (width: number, height: number) => {
  const frame = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const jfif = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame]);
};

/**
 * A PNG of `width` × `height` pixels that holds no picture: its header and its end, all the loader
 * reads of a photo's size and whole file, in 57 bytes. Many of them make the audit's case cheaply.
 */
export const hugeButTiny = (width: number, height: number) =>
  Buffer.concat([pngHeader(width, height), chunk('IEND', Buffer.alloc(0))]);

/** A page `pages/fotos.yaml` showing `count` photos of a 50-megapixel sensor (8160 × 6120), each its own file unless `same`. */
const photoPage =
  (count: number, { same = false } = {}) =>
  (ws: Workspace) => {
    const names = Array.from({ length: count }, (_, index) => `foto-${same ? 1 : index + 1}.png`);
    for (const name of new Set(names)) ws.write(`images/${name}`, hugeButTiny(8160, 6120));
    const sections = names.map(
      (name) =>
        `  - type: showcase\n    title: Ambiente\n    facts:\n      - icon: clock\n        title: Horários\n        description: Sempre.\n    image:\n      src: images/${name}\n      alt: Uma foto\n`,
    );
    ws.write('pages/fotos.yaml', `path: /fotos\ntitle: Fotos\ndescription: As fotos.\nsections:\n${sections.join('')}`);
  };

/** The first box of an iPhone photo (HEIC): its brand, and no size image-size could read. */
export const heicHeader = () => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return ftyp;
};

const baseJpeg = readFileSync(path.join(baseDir, 'content/images/foto.jpg'));

const tooManyPixels = (file: string) =>
  `content/pages/servicos.yaml:33:12 A foto content/images/${file} tem 30000 × 30000 pixels (900 megapixels), e o limite é 50 megapixels. → Exporte-a de novo com até 3000 pixels de largura (no celular, "tamanho grande" em vez de "original"): o site gera sozinho as versões menores que cada tela precisa.`;
const incomplete = (file: string) =>
  `content/pages/servicos.yaml:33:12 A foto content/images/${file} está incompleta: o arquivo acaba antes do fim da imagem. → Ela foi copiada ou baixada pela metade. Copie-a de novo a partir do original (do celular, do e-mail ou da pasta de onde veio), substituindo esta.`;

/** Photos whose header alone says they cannot be built: too many pixels, or a file that stops short. */
export const photoFileCases: CorpusCase[] = [
  {
    name: 'a PNG header of a few bytes claiming 30000 × 30000 pixels',
    breakIt: withFile('bomba.png', pngHeader(30_000, 30_000)),
    expected: [tooManyPixels('bomba.png')],
  },
  {
    name: 'a JPEG header of a few bytes claiming 30000 × 30000 pixels',
    breakIt: withFile('bomba.jpg', jpegHeader(30_000, 30_000)),
    expected: [tooManyPixels('bomba.jpg')],
  },
  {
    name: 'a JPEG cut off in its picture data (no end marker)',
    breakIt: withFile('cortada.jpg', baseJpeg.subarray(0, baseJpeg.length - 10)),
    expected: [incomplete('cortada.jpg')],
  },
  {
    name: 'a PNG cut off before its end chunk (IEND)',
    breakIt: withFile('cortada.png', png(64, 48).subarray(0, -12)),
    expected: [incomplete('cortada.png')],
  },
  {
    name: 'a PNG cut off in its picture data',
    breakIt: withFile('cortada.png', png(64, 48).subarray(0, 60)),
    expected: [incomplete('cortada.png')],
  },
  {
    name: 'an iPhone photo (HEIC) under a .jpg name: said by its format, not as an unreadable file',
    breakIt: withFile('do-iphone.jpg', heicHeader()),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto content/images/do-iphone.jpg está no formato HEIC (o das fotos do iPhone), que o site não converte. → Exporte-a como JPEG (no iPhone: Ajustes → Câmera → Formatos → "Mais Compatível"; num computador, "Salvar como" JPEG). Formatos aceitos: JPEG (.jpg), PNG, WebP ou AVIF.',
    ],
  },
  {
    name: 'a whole PNG made here (valid)',
    breakIt: withFile('inteira.png', png(64, 48)),
    expected: [],
  },
  {
    // A phone's "motion photo" carries a video after the JPEG: the picture itself is whole.
    name: 'a whole JPEG followed by other data (valid)',
    breakIt: withFile('com-video.jpg', Buffer.concat([baseJpeg, Buffer.from('ftypmp42 e um vídeo')])),
    expected: [],
  },
  // The photos together (schema/load/photo-budget.ts): the audit's 140 valid 50-megapixel PNGs.
  {
    name: '140 photos of 50 megapixels each, valid one by one: over the budget of the photos together',
    breakIt: photoPage(140),
    expected: [
      'content/images:1:1 As fotos que o site usa passam do limite para todas juntas: são 140 fotos, com 6.991,5 megapixels e 0 MB, e o limite é 60 fotos, 1.000 megapixels e 200 MB. Com elas, a publicação não teria tempo de gerar o site. → Tire do site as fotos de que ele não precisa, ou troque as maiores por versões menores (até 3000 pixels de largura bastam para qualquer tela). As maiores: content/images/foto-1.png, content/images/foto-10.png, content/images/foto-100.png.',
    ],
  },
  {
    name: '20 photos of 50 megapixels each, within the budget of the photos together (valid)',
    breakIt: photoPage(20),
    expected: [],
  },
  {
    name: 'one photo of 50 megapixels shown 140 times: counted once (valid)',
    breakIt: photoPage(140, { same: true }),
    expected: [],
  },
];
