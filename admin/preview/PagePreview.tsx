import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { Map as ImmutableMap } from 'immutable';
import { Component, useMemo, useState, type ReactNode } from 'react';
import type { Section } from '../../schema/sections/index.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { ImageRenderingContext, type ImageRendering } from '../../src/components/Picture/rendering.ts';
import { PageSections } from '../../src/sections/PageSections.tsx';
import { SiteDataContext } from '../../src/site-data.ts';
import { cmsClock } from '../clock.ts';
import { pageAt, scheduledNotes, useSavedPages } from './page-at.ts';
import { checkPage } from './page-check.ts';
import { OffTheSite, PreviewClock, ScheduledNotes } from './PreviewClock.tsx';
import { usePhotoUrls } from './photo-urls.ts';
import { Problems } from './Problems.tsx';
import { useCmsSiteData } from './site-data.ts';

/** A renderer that throws on what the schema let through shows the error in its place, not a blank pane. */
class SectionBoundary extends Component<
  { children: ReactNode; position: number; section: Section | undefined },
  { error?: string }
> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  // The editor's next change may fix what made the renderer throw: try again with it.
  override componentDidUpdate(previous: { section: Section | undefined }) {
    if (this.state.error !== undefined && previous.section !== this.props.section) this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Problems
        title={say('cms-preview-section-failed', { position: this.props.position }).message}
        detail={this.state.error}
      />
    );
  }
}

/**
 * The preview of a page (`CMS.registerPreviewTemplate`): the page drawn by the site's own section
 * renderers, with the site's texts and companies, updating as the editor types. A section the
 * schemas refuse shows its problems, in the words of `npm run validate`, in place of the section.
 * Everything in the form, each scheduled part with what its schedule means now; or, with "Ver como
 * fica em", the page as the build will make it at that moment (schema/schedule/timeline.ts).
 */
export function PagePreview({ entry, getCollection, getAsset }: PreviewTemplateComponentProps) {
  const siteData = useCmsSiteData(getCollection);
  const data = entry.get('data') as ImmutableMap<string, unknown>;
  const [at, setAt] = useState<number | undefined>();
  const others = useSavedPages(getCollection);
  const plain = useMemo(() => data.toJS(), [data]);
  const shown = useMemo(() => (at === undefined ? plain : pageAt(plain, others, at)), [plain, others, at]);
  const page = useMemo(() => (shown === undefined ? undefined : checkPage(shown)), [shown]);
  const photoUrl = usePhotoUrls(getAsset);
  const now = cmsClock();
  const notes = at === undefined ? scheduledNotes(plain, now) : [];
  const clock = <PreviewClock at={at} now={now} onChange={setAt} />;

  if (siteData.status === 'loading') return null;
  if (siteData.status === 'failed')
    return <Problems title={say('cms-preview-site-unread').message} detail={siteData.message} />;
  if (siteData.status === 'invalid') {
    return <Problems title={say('cms-preview-needs-settings').message} issues={siteData.issues} />;
  }
  // The page itself is off the site at the moment asked: the site does not have it then.
  if (!page) {
    return (
      <>
        {clock}
        <OffTheSite at={at ?? now} now={now} />
      </>
    );
  }
  const accent = siteData.data.companies.find((company) => company.id === page.company)?.colour ?? 'brand';
  // A photo of content/images/ as the CMS has it (a just-uploaded one too): the file itself, unconverted.
  // Another site's photo is drawn from its address, as on the site.
  const photoOf = (src: string): ImageRendering | undefined =>
    src.startsWith('https://') ? undefined : { src: photoUrl(src), width: undefined, height: undefined, sources: [] };
  return (
    <SiteDataContext value={siteData.data}>
      <ImageRenderingContext value={photoOf}>
        {clock}
        <ScheduledNotes notes={notes.filter((note) => note.section === undefined)} />
        {page.pageIssues.length > 0 && (
          <Problems title={say('cms-preview-page-problems').message} issues={page.pageIssues} />
        )}
        <main data-accent={accent}>
          {page.sections.map(({ section, issues }, index) => (
            // Position and type: a section keeps its place while it is edited, and another type is a new section.
            <SectionBoundary key={`${index}-${section?.type ?? ''}`} position={index + 1} section={section}>
              <ScheduledNotes notes={notes.filter((note) => note.section === index)} />
              {section ? (
                <PageSections sections={[section]} />
              ) : (
                <Problems
                  title={say('cms-preview-section-problems', { position: index + 1 }).message}
                  issues={issues}
                />
              )}
            </SectionBoundary>
          ))}
        </main>
      </ImageRenderingContext>
    </SiteDataContext>
  );
}
