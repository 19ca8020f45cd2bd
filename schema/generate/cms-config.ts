import { Document } from 'yaml';
import { companiesFileSchema } from '../company.ts';
import { pageSchema } from '../page.ts';
import { siteSchema } from '../site.ts';
import { cmsFields, cmsNames, type CmsField } from './cms-fields.ts';

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

/** Where the content lives and how the CMS reaches it: what the schemas do not say. */
export interface CmsBackendOptions {
  backend: {
    name: 'github' | 'gitlab' | 'gitea' | 'bitbucket' | 'azure' | 'git-gateway' | 'test-repo' | 'proxy';
    repo?: string;
    branch?: string;
  };
  /** `true`: a `decap-server` on the machine serves the working copy (`npm run cms`). */
  local_backend: boolean;
}

export interface CmsOptions extends CmsBackendOptions {
  /** `editorial_workflow`: changes wait as drafts for review instead of being committed at once. */
  publish_mode?: 'editorial_workflow';
  site_url?: string;
  logo_url?: string;
}

/**
 * What the committed admin/config.yml is generated with until the content's `cms` block (read
 * elsewhere) supplies the real backend, repository and branch.
 */
export const defaultCmsOptions: CmsOptions = { backend: { name: 'git-gateway', branch: 'main' }, local_backend: true };

/*
 * Uploads go beside the content, into content/images/, and are saved as `images/<name>`: the address
 * `imageSourceSchema` takes for an editor's photo, which the build turns into AVIF, WebP and JPEG.
 * Another site's photo keeps its https address through "insert from URL".
 */
const mediaFolder = 'content/images';
const publicFolder = 'images';

const yamlFile = { extension: 'yaml', format: keepTextFormat } as const;

function pagesCollection() {
  return {
    name: cmsNames.pages,
    label: 'Páginas',
    label_singular: 'Página',
    folder: 'content/pages',
    ...yamlFile,
    create: true,
    // The file is named after the page's address ("/clinica-sul" → clinica-sul.yaml), like the others.
    slug: '{{fields.path}}',
    identifier_field: 'title',
    summary: '{{title}} ({{path}})',
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
      file(
        cmsNames.siteFile,
        'Site: marca, contato, navegação, rodapé',
        'content/site.yaml',
        cmsFields(siteSchema, 'site'),
      ),
      file(cmsNames.companiesFile, 'Empresas', 'content/companies.yaml', cmsFields(companiesFileSchema, 'companies')),
    ],
  };
}

/** The configuration as `CMS.init({ config })` takes it (with `load_config_file: false` added by the caller). */
export function cmsConfig(options: CmsOptions) {
  const { backend, local_backend, publish_mode, site_url, logo_url } = options;
  return {
    backend,
    local_backend,
    ...(publish_mode ? { publish_mode } : {}),
    ...(site_url ? { site_url } : {}),
    ...(logo_url ? { logo_url } : {}),
    // Decap's interface has Portuguese ("pt"), not a separate pt-BR.
    locale: 'pt',
    media_folder: mediaFolder,
    public_folder: publicFolder,
    collections: [pagesCollection(), filesCollection()] as const,
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/** The configuration as the YAML file the admin reads. */
export function cmsConfigYaml(options: CmsOptions): string {
  // Written out in full: YAML anchors (&a1 … *a1) for repeated lists would only puzzle a reader.
  const doc = new Document(cmsConfig(options), { aliasDuplicateObjects: false });
  doc.commentBefore =
    ' gerado por npm run schema; não edite à mão.\n Vem dos schemas zod em schema/ (schema/generate/cms-config.ts).';
  // Quoted and wrapped as Prettier leaves it, so `npm run lint` accepts the file as generated.
  return doc.toString({ lineWidth: 0, singleQuote: true });
}
