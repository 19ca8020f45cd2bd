import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { useMemo } from 'react';
import { say } from '../../schema/messages/catalogue/index.ts';
import { Footer } from '../../src/layout/Footer/Footer.tsx';
import HeaderIsland from '../../src/layout/Header/Header.island.tsx';
import { headerProps } from '../../src/layout/Header/Header.tsx';
import NoticesIsland from '../../src/layout/Notices/Notices.island.tsx';
import { SiteDataContext } from '../../src/site-data.ts';
import { checkEdited } from './page-check.ts';
import { Problems } from './Problems.tsx';
import { siteDataOf, useSavedSettings, type SettingsFile } from './site-data.ts';

const pageSpaceStyle = {
  display: 'grid',
  placeItems: 'center',
  minHeight: '16rem',
  padding: 'calc(var(--header-height) + 2rem) 1.5rem 2rem',
  background: 'var(--surface-alt)',
  color: '#64748b',
  font: '15px/1.5 system-ui, sans-serif',
  textAlign: 'center',
} as const;

/**
 * The preview of the site's settings (`CMS.registerPreviewTemplate` for site.yaml and companies.yaml):
 * the site's own header and footer, drawn with the file being edited and the other one as saved,
 * updating as the editor types: the menu, the contact button and its notice, the footer's texts,
 * contact and companies. What the schemas refuse is shown in their words instead.
 */
export function settingsPreview(edited: SettingsFile) {
  const other: SettingsFile = edited === 'site' ? 'companies' : 'site';
  const otherFile = [other] as const;

  return function SettingsPreview({ entry, getCollection }: PreviewTemplateComponentProps) {
    const saved = useSavedSettings(getCollection, otherFile);
    const data = entry.get('data') as ImmutableMap<string, unknown>;
    const checked = useMemo(() => checkEdited(edited, data.toJS()), [data]);

    if (saved.status === 'loading') return null;
    if (saved.status === 'failed')
      return <Problems title={say('cms-preview-site-unread').message} detail={saved.message} />;
    if (saved.status === 'invalid') {
      return (
        <Problems title={say('cms-preview-needs-other', { file: `${other}.yaml` }).message} issues={saved.issues} />
      );
    }
    if (!checked.ok) {
      return <Problems title={say('cms-preview-settings-refused').message} issues={checked.issues} />;
    }
    const settings =
      checked.data && 'companies' in checked.data
        ? { site: saved.data.site!, companies: checked.data.companies }
        : { site: checked.data, companies: saved.data.companies! };
    // The header as on the home page, whose link it marks.
    return (
      <SiteDataContext value={siteDataOf(settings)}>
        <HeaderIsland {...headerProps(settings.site, '/')} />
        <main style={pageSpaceStyle}>
          <p>{say('cms-preview-settings-page').message}</p>
        </main>
        <Footer />
        <NoticesIsland {...settings.site.notice} />
      </SiteDataContext>
    );
  };
}
