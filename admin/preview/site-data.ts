import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState } from 'react';
import { stringify } from 'yaml';
import type { Company } from '../../schema/company.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import type { ContentIssue } from '../../schema/messages/issue.ts';
import type { Site } from '../../schema/site.ts';
import type { SiteData } from '../../src/site-data.ts';
import { plainData } from '../decap/door/plain-data.ts';

type GetCollection = PreviewTemplateComponentProps['getCollection'];

/** The two files every page draws from besides its own: what the preview reads of each. */
export interface Settings {
  site: Site;
  companies: Company[];
}
export type SettingsFile = keyof Settings;

export type LoadState<Data> =
  | { status: 'loading' }
  | { status: 'ready'; data: Data }
  | { status: 'invalid'; issues: ContentIssue[] }
  | { status: 'failed'; message: string };

const files: Record<SettingsFile, { name: string; path: string }> = {
  site: { name: cmsNames.siteFile, path: 'content/site.yaml' },
  companies: { name: cmsNames.companiesFile, path: 'content/companies.yaml' },
};

/** The data of one file of the "geral" collection, as saved (not a draft being edited in another tab). */
async function savedData(getCollection: GetCollection, file: SettingsFile): Promise<unknown> {
  // Typed as a list, but with a slug Decap answers with the one entry; its data may be plain or immutable.
  const entry = (await getCollection(cmsNames.files, files[file].name)) as unknown as { get(key: 'data'): unknown };
  return plainData(entry.get('data'));
}

async function loadSettings(getCollection: GetCollection, wanted: readonly SettingsFile[]) {
  const loaded = await Promise.all(wanted.map(async (file) => [file, await savedData(getCollection, file)] as const));
  const settings: Partial<Settings> = {};
  const issues: ContentIssue[] = [];
  // Checked the way a file read from disk is, with the same messages.
  for (const [file, data] of loaded) {
    const checked = validateText(files[file].path, stringify(data), fileSchemas[file]);
    if (!checked.ok) issues.push(...checked.issues);
    else if (file === 'site') settings.site = checked.data as Site;
    else settings.companies = (checked.data as { companies: Company[] }).companies;
  }
  return issues.length > 0 ? { status: 'invalid' as const, issues } : { status: 'ready' as const, data: settings };
}

/**
 * The saved site texts and companies (those of `wanted`), read from the CMS's own backend when the
 * preview opens: the preview shows what the site would build now.
 */
export function useSavedSettings(
  getCollection: GetCollection,
  wanted: readonly SettingsFile[],
): LoadState<Partial<Settings>> {
  // Read once per preview: Decap's pane passes a new getCollection at every render.
  const [loading] = useState(() => loadSettings(getCollection, wanted));
  const [state, setState] = useState<LoadState<Partial<Settings>>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loading.then(
      (loaded) => current && setState(loaded),
      (error: unknown) =>
        current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [loading]);
  return state;
}

/** What the site's components read (src/site-data.ts), from the two files. */
export function siteDataOf({ site, companies }: Settings): SiteData {
  const { gallery: _galleryCopy, cms: _editorBackend, ...browserSite } = site;
  return { site: browserSite, companies, builtYear: new Date().getFullYear() };
}

const bothFiles: readonly SettingsFile[] = ['site', 'companies'];

/** What every page needs besides its own sections (the site's texts and the companies), as saved. */
export function useCmsSiteData(getCollection: GetCollection): LoadState<SiteData> {
  const state = useSavedSettings(getCollection, bothFiles);
  if (state.status !== 'ready') return state;
  const { site, companies } = state.data;
  return { status: 'ready', data: siteDataOf({ site: site!, companies: companies! }) };
}
