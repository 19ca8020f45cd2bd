import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { maxImageBytes } from '../../../schema/load/images.ts';
import { edit, localPhoto, withFile, type CorpusCase } from './edits.ts';

/** A photo field's address: the site's own photos, their files and sizes, and other sites' photos. */
export const photoFieldCases: CorpusCase[] = [
  {
    name: 'image served over http',
    breakIt: edit(
      'pages/servicos.yaml',
      'src: https://images.exemplo.com/foto.jpg',
      'src: http://images.exemplo.com/foto.jpg',
    ),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "http://images.exemplo.com/foto.jpg" não é permitido. → Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.',
    ],
  },
  {
    name: 'local photo, its size read from the file (valid)',
    breakIt: localPhoto(),
    expected: [],
  },
  {
    name: 'local photo whose file is not there',
    breakIt: localPhoto('images/fotos.jpg'),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto "images/fotos.jpg" não existe: não há o arquivo content/images/fotos.jpg. → Você quis dizer "images/foto.jpg"? Confira o nome do arquivo, letra por letra (maiúsculas, acentos e a extensão, como .jpg), ou copie a foto para a pasta content/images/.',
    ],
  },
  {
    name: 'local photo that is a folder',
    breakIt: (ws) => {
      localPhoto('images/album')(ws);
      mkdirSync(path.join(ws.contentDir, 'images/album'));
    },
    expected: [
      'content/pages/servicos.yaml:33:12 content/images/album é uma pasta, e o site só lê arquivos comuns. → Há uma pasta onde deveria estar um arquivo: renomeie a pasta ou tire-a daqui.',
    ],
  },
  {
    name: 'local photo that is not an image',
    breakIt: withFile('foto.jpg', 'isto não é uma foto'),
    expected: [
      'content/pages/servicos.yaml:33:12 O arquivo content/images/foto.jpg não é uma foto que o site consiga ler. → Use uma foto em JPEG (.jpg), PNG, WebP ou AVIF. Se o arquivo abre no seu computador, exporte-o de novo como JPEG; se não abre, ele está corrompido: copie-o de novo.',
    ],
  },
  {
    name: 'local image in a format the site does not convert',
    breakIt: withFile('desenho.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>'),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto content/images/desenho.svg está no formato SVG (um desenho, não uma foto), que o site não converte. → Exporte-a como JPEG (no iPhone: Ajustes → Câmera → Formatos → "Mais Compatível"; num computador, "Salvar como" JPEG). Formatos aceitos: JPEG (.jpg), PNG, WebP ou AVIF.',
    ],
  },
  {
    name: 'local photo over 10 MB',
    breakIt: withFile('foto.jpg', Buffer.alloc(maxImageBytes + 200 * 1024)),
    expected: [
      'content/pages/servicos.yaml:33:12 A foto content/images/foto.jpg é grande demais: tem 10,2 MB, e o limite é 10 MB. → Exporte-a de novo com até 3000 pixels de largura (no celular, "tamanho grande" em vez de "original"): o site gera sozinho as versões menores que cada tela precisa.',
    ],
  },
  {
    name: 'local photo with another size written beside it',
    breakIt: localPhoto('images/foto.jpg', '\n      width: 1200\n      height: 800'),
    expected: [
      'content/pages/servicos.yaml:35:14 A foto tem 48 × 32 pixels, mas width e height dizem 1200 × 800. → Apague as linhas width e height: para um arquivo de content/images/, o tamanho é lido da própria foto.',
    ],
  },
  {
    name: "another site's photo without its size",
    breakIt: edit('pages/servicos.yaml', '      width: 1200\n      height: 800\n', ''),
    expected: [
      'content/pages/servicos.yaml:33:7 Falta o tamanho da foto: para um endereço https://, "width" e "height" são obrigatórios. → Escreva a largura e a altura da foto em pixels (width: 1200 e height: 800, por exemplo). Ou copie a foto para content/images/ e use src: images/nome-do-arquivo.jpg: o tamanho é lido do arquivo.',
    ],
  },
  {
    name: 'local photo written as an address of the site',
    breakIt: localPhoto('/images/foto.jpg'),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "/images/foto.jpg" não é permitido. → Escreva o caminho a partir da pasta content/: src: images/foto.jpg.',
    ],
  },
  {
    name: 'local photo outside the images folder',
    breakIt: localPhoto('images/../site.yaml'),
    expected: [
      'content/pages/servicos.yaml:33:12 O endereço de imagem "images/../site.yaml" não é permitido. → Para uma foto sua, copie o arquivo para a pasta content/images/ e escreva "images/nome-do-arquivo.jpg"; para a foto de outro site, um endereço completo que comece com https://.',
    ],
  },
];
