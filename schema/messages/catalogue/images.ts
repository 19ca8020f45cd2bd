import { didYouMean } from '../words.ts';
import { entry, type Reader } from './entry.ts';

/** The formats a photo of content/images/ may be in, as editors know them. */
const acceptedFormats = 'JPEG (.jpg), PNG, WebP ou AVIF';

const exportSmaller =
  'Exporte-a de novo com até 3000 pixels de largura (no celular, "tamanho grande" em vez de "original"): o site gera sozinho as versões menores que cada tela precisa.';

const megapixels = (pixels: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(pixels / 1_000_000);

/** A photo of content/images/ by its file in the YAML text, by its own name in the form (its library). */
const photo = (src: string, to: Reader) => (to.form ? `"${src.split('/').at(-1) ?? src}"` : `content/${src}`);

const megabytes = (bytes: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

/** How much, as the budget of the photos together counts it. */
interface Weighed {
  photos: number;
  pixels: number;
  bytes: number;
}

/** The editors' own photos, in content/images/: the file a field names, and what is in it. */
export const imageMessages = {
  'image-missing': entry<{ src: string; guess?: string }>({
    message: ({ src }, to) =>
      to.form
        ? `A foto ${photo(src, to)} não existe entre as fotos do site.`
        : `A foto "${src}" não existe: não há o arquivo content/${src}.`,
    hint: ({ guess }, to) =>
      to.form
        ? 'Escolha outra foto no campo de imagem, ou envie esta foto de novo.'
        : `${didYouMean(guess)}Confira o nome do arquivo, letra por letra (maiúsculas, acentos e a extensão, como .jpg), ou copie a foto para a pasta content/images/.`,
  }),
  'image-unreadable': entry<{ src: string }>({
    message: ({ src }, to) => `Não foi possível abrir a foto ${photo(src, to)}.`,
    hint: () =>
      'Confira se ele não está aberto com exclusividade em outro programa e se você tem permissão para lê-lo.',
  }),
  'image-too-big': entry<{ src: string; sizeMb: string; limitMb: number }>({
    message: ({ src, sizeMb, limitMb }, to) =>
      `A foto ${photo(src, to)} é grande demais: tem ${sizeMb} MB, e o limite é ${limitMb} MB.`,
    hint: () => exportSmaller,
  }),
  'image-too-many-pixels': entry<{ src: string; width: number; height: number; limit: number }>({
    message: ({ src, width, height, limit }, to) =>
      `A foto ${photo(src, to)} tem ${width} × ${height} pixels (${megapixels(width * height)} megapixels), e o limite é ${megapixels(limit)} megapixels.`,
    hint: () => exportSmaller,
  }),
  'images-over-budget': entry<Weighed & { limits: Weighed; largest: string[] }>({
    message: ({ photos, pixels, bytes, limits }) =>
      `As fotos que o site usa passam do limite para todas juntas: são ${photos} fotos, com ${megapixels(pixels)} megapixels e ${megabytes(bytes)} MB, e o limite é ${limits.photos} fotos, ${megapixels(limits.pixels)} megapixels e ${megabytes(limits.bytes)} MB. Com elas, a publicação não teria tempo de gerar o site.`,
    hint: ({ largest }, to) =>
      `Tire do site as fotos de que ele não precisa, ou troque as maiores por versões menores (até 3000 pixels de largura bastam para qualquer tela). As maiores: ${largest.map((src) => photo(src, to)).join(', ')}.`,
  }),
  'image-incomplete': entry<{ src: string }>({
    message: ({ src }, to) => `A foto ${photo(src, to)} está incompleta: o arquivo acaba antes do fim da imagem.`,
    hint: () =>
      'Ela foi copiada ou baixada pela metade. Copie-a de novo a partir do original (do celular, do e-mail ou da pasta de onde veio), substituindo esta.',
  }),
  'image-not-image': entry<{ src: string }>({
    message: ({ src }, to) => `O arquivo ${photo(src, to)} não é uma foto que o site consiga ler.`,
    hint: () =>
      `Use uma foto em ${acceptedFormats}. Se o arquivo abre no seu computador, exporte-o de novo como JPEG; se não abre, ele está corrompido: copie-o de novo.`,
  }),
  'image-name-not-photo': entry<{ src: string }>({
    message: ({ src }, to) =>
      `O arquivo ${photo(src, to)} não tem o nome de uma foto: o site só publica fotos terminadas em .jpg, .jpeg, .png, .webp ou .avif.`,
    hint: (_, to) =>
      to.form
        ? `Envie uma foto em ${acceptedFormats}, com o nome terminado na extensão do seu formato.`
        : 'Tire-o de content/images/ ou, se for uma foto, dê a ele a extensão do seu formato.',
  }),
  'image-format': entry<{ src: string; format: string }>({
    message: ({ src, format }, to) => `A foto ${photo(src, to)} está no formato ${format}, que o site não converte.`,
    hint: (_, to) =>
      to.form
        ? `Envie a foto em JPEG. No iPhone, em Ajustes → Câmera → Formatos, escolha "Mais Compatível": as fotos novas já saem em JPEG. Para uma foto já tirada, envie-a a si mesmo por e-mail (o iPhone a manda em JPEG) ou abra-a num computador e salve-a como JPEG. Formatos aceitos: ${acceptedFormats}.`
        : `Exporte-a como JPEG (no iPhone: Ajustes → Câmera → Formatos → "Mais Compatível"; num computador, "Salvar como" JPEG). Formatos aceitos: ${acceptedFormats}.`,
  }),
  'image-size-mismatch': entry<{ width: number; height: number; givenWidth?: number; givenHeight?: number }>({
    message: ({ width, height, givenWidth, givenHeight }, to) =>
      `A foto tem ${width} × ${height} pixels, mas ${to.form ? `${to.field('width')} e ${to.field('height')}` : 'width e height'} dizem ${givenWidth ?? '?'} × ${givenHeight ?? '?'}.`,
    hint: (_, to) =>
      to.form
        ? `Apague ${to.field('width')} e ${to.field('height')}: para uma foto enviada ao site, o tamanho é lido da própria foto.`
        : 'Apague as linhas width e height: para um arquivo de content/images/, o tamanho é lido da própria foto.',
  }),
  'image-changed': entry<{ src: string }>({
    message: ({ src }) => `A foto content/${src} mudou, ou deixou de ser um arquivo comum, enquanto o site era gerado.`,
    hint: () => 'Espere terminar a cópia ou a edição da foto e gere o site de novo.',
  }),
  'image-undecodable': entry<{ src: string; detail: string }>({
    message: ({ src, detail }) => `A foto content/${src} não pôde ser convertida para o site (${detail}).`,
    hint: () =>
      'O arquivo parece corrompido ou incompleto. Abra-o no seu computador, exporte-o de novo como JPEG e substitua o arquivo.',
  }),
};
