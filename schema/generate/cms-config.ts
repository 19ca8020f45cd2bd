import { Document } from 'yaml';
import { editorApiBase } from '../cms.ts';
import { companiesFileSchema } from '../company.ts';
import { contentImagesFolder } from '../fields/url.ts';
import { pageSchema } from '../page.ts';
import { siteSchema, type Site } from '../site.ts';
import type { CmsField } from './cms-field.ts';
import { cmsFields, cmsNames } from './cms-fields.ts';

/**
 * The Decap CMS configuration (https://decapcms.org/docs/configuration-options/), generated from
 * the zod schemas so that the CMS offers exactly what validation accepts: a new section type or
 * field appears in /admin/ after `npm run schema`, which `npm run new:section` runs.
 * No Node here: the admin bundle may build it in the browser as well.
 */

/** Where the admin build picks the configuration up, relative to the project root. */
export const cmsConfigFile = 'admin/config.yml';

/**
 * The format the admin registers with `CMS.registerCustomFormat`: YAML that keeps the file's
 * comments, blank lines and `>-` blocks, writing only what changed.
 */
export const keepTextFormat = 'yaml-keep-text';

/**
 * What the built CMS adds to the generated configuration from the content's `cms` block: the
 * GitHub repository and branch it saves to, how people sign in (`signIn`) and the editor's own
 * address (`editorUrl`), which the admin reads and Decap never sees, and, with GitHub accounts, the
 * login service and the narrowest access the login asks GitHub for (`public_repo` unless the
 * repository is private). Every change publishes: there is no review before publishing
 * (docs/decisoes/sem-revisao-antes-de-publicar.md, "Sem revisão antes de publicar").
 * Nothing when the block is absent: the built /admin/ then says it is not connected.
 */
export function cmsOnlineConfig(site: Pick<Site, 'cms' | 'url'>) {
  if (!site.cms) return undefined;
  const { repo, branch, authUrl, signIn, repoVisibility, editorUrl } = site.cms;
  const backend =
    signIn === 'email'
      ? // GitHub's API answered by the site's own function, for the person Cloudflare Access signed
        // in: no login service, no token in the browser (admin/sign-in/, functions/).
        { name: 'github' as const, repo, branch, api_root: editorApiBase }
      : // Decap opens `${base_url}/auth` to log in; without one, Netlify's service (for sites on Netlify).
        {
          name: 'github' as const,
          repo,
          branch,
          ...(authUrl ? { base_url: authUrl } : {}),
          auth_scope: repoVisibility === 'private' ? ('repo' as const) : ('public_repo' as const),
        };
  return { backend, site_url: site.url, signIn, ...(editorUrl ? { editorUrl } : {}) };
}

export type CmsOnlineConfig = NonNullable<ReturnType<typeof cmsOnlineConfig>>;

/**
 * Where the CMS reads and writes, from the repository's root: the collections below and the media
 * folder. The local backend of `npm run cms` (scripts/cms/) reaches these files and nothing else.
 * Uploads go beside the content, into content/images/, and are saved as `images/<name>`: the address
 * `imageSourceSchema` takes for an editor's photo, which the build turns into AVIF, WebP and JPEG.
 * Another site's photo keeps its https address through "insert from URL".
 */
export const cmsFiles = {
  pagesFolder: 'content/pages',
  pageExtension: 'yaml',
  site: 'content/site.yaml',
  companies: 'content/companies.yaml',
  mediaFolder: `content/${contentImagesFolder}`,
} as const;

const yamlFile = { extension: cmsFiles.pageExtension, format: keepTextFormat } as const;

function pagesCollection() {
  return {
    name: cmsNames.pages,
    label: 'Páginas',
    label_singular: 'Página',
    folder: cmsFiles.pagesFolder,
    ...yamlFile,
    create: true,
    // The file is named after the page's address ("/clinica-sul" → clinica-sul.yaml), like the others.
    slug: '{{fields.path}}',
    identifier_field: 'title',
    summary: '{{title}} ({{path}})',
    // Decap's links to a page on a site (the live site, a host's preview of a commit) open the page
    // being edited at its address: the path as it is written, slashes kept.
    preview_path: '{{fields.path}}',
    preview_path_preserve_slashes: true,
    fields: cmsFields(pageSchema, 'pages'),
  };
}

function filesCollection() {
  const file = (name: string, label: string, path: string, fields: CmsField[]) => ({ name, label, file: path, fields });
  return {
    name: cmsNames.files,
    label: 'Site e empresas',
    ...yamlFile,
    files: [
      file(cmsNames.siteFile, 'Site: marca, contato, navegação, rodapé', cmsFiles.site, cmsFields(siteSchema, 'site')),
      file(cmsNames.companiesFile, 'Empresas', cmsFiles.companies, cmsFields(companiesFileSchema, 'companies')),
    ],
  };
}

/**
 * What the schemas say of the CMS: the collections, their fields and where uploads go. The admin
 * adds where it saves (`cmsOnlineConfig`, or the local backend of `npm run cms`).
 */
export function cmsConfig() {
  return {
    // Decap's interface has Portuguese ("pt"), not a separate pt-BR.
    locale: 'pt',
    media_folder: cmsFiles.mediaFolder,
    public_folder: contentImagesFolder,
    collections: [pagesCollection(), filesCollection()] as const,
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** The configuration as the YAML file the admin reads. */
export function cmsConfigYaml(): string {
  // Written out in full: YAML anchors (&a1 … *a1) for repeated lists would only puzzle a reader.
  const doc = new Document(cmsConfig(), { aliasDuplicateObjects: false });
  doc.commentBefore =
    ' gerado por npm run schema; não edite à mão.\n Vem dos schemas zod em schema/ (schema/generate/cms-config.ts).';
  // Quoted and wrapped as Prettier leaves it, so `npm run lint` accepts the file as generated.
  return doc.toString({ lineWidth: 0, singleQuote: true });
}
