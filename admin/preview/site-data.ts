import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useState } from 'react';
import { stringify } from 'yaml';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import type { ContentIssue } from '../../schema/messages/issue.ts';
import type { SiteData } from '../../src/site-data.ts';

type GetCollection = PreviewTemplateComponentProps['getCollection'];

export type SiteDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: SiteData }
  | { status: 'invalid'; issues: ContentIssue[] }
  | { status: 'failed'; message: string };

/** The data of one file of the "geral" collection, as saved (not a draft being edited in another tab). */
async function savedData(getCollection: GetCollection, file: string): Promise<unknown> {
  // Typed as a list, but with a slug Decap answers with the one entry; its data may be plain or immutable.
  const entry = (await getCollection(cmsNames.files, file)) as unknown as { get(key: 'data'): unknown };
  const data = entry.get('data');
  return typeof data === 'object' && data !== null && 'toJS' in data && typeof data.toJS === 'function'
    ? (data.toJS as () => unknown)()
    : data;
}

async function loadSiteData(getCollection: GetCollection): Promise<SiteDataState> {
  const [siteData, companiesData] = await Promise.all([
    savedData(getCollection, cmsNames.siteFile),
    savedData(getCollection, cmsNames.companiesFile),
  ]);
  // Checked the way a file read from disk is, with the same messages.
  const site = validateText('content/site.yaml', stringify(siteData), fileSchemas.site);
  const companies = validateText('content/companies.yaml', stringify(companiesData), fileSchemas.companies);
  if (!site.ok || !companies.ok) {
    return { status: 'invalid', issues: [...(site.ok ? [] : site.issues), ...(companies.ok ? [] : companies.issues)] };
  }
  return {
    status: 'ready',
    data: { site: site.data, companies: companies.data.companies, builtYear: new Date().getFullYear() },
  };
}

/**
 * What every page needs besides its own sections (the site's texts and the companies), read from
 * the CMS's own backend when the preview opens: the preview shows what the site would build now.
 */
export function useCmsSiteData(getCollection: GetCollection): SiteDataState {
  // Read once per preview: Decap's pane passes a new getCollection at every render.
  const [loading] = useState(() => loadSiteData(getCollection));
  const [state, setState] = useState<SiteDataState>({ status: 'loading' });
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
