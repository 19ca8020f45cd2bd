import CMS, { type PreviewTemplateComponentProps } from 'decap-cms-core';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { boundGetAsset, store } from '../decap/door/internals.ts';
import type { ContentSource } from '../session/content.ts';
import { kindOfPath } from '../session/content.ts';
import { readWritten } from '../yaml/read.ts';

/** The preview template each kind of file is drawn by, as main.tsx registers them. */
const templateOf = { page: cmsNames.pages, site: cmsNames.siteFile, companies: cmsNames.companiesFile } as const;
const collectionOf = { page: cmsNames.pages, site: cmsNames.files, companies: cmsNames.files } as const;
const settingsFiles: Record<string, string> = {
  [cmsNames.siteFile]: cmsFiles.site,
  [cmsNames.companiesFile]: cmsFiles.companies,
};

/**
 * The settings a drawing reads beside the file it draws (a page's site texts and companies), as
 * saved now, through the backend's own reads; in the shape of the entry Decap's `getCollection` answers.
 */
function savedSettings(content: ContentSource): PreviewTemplateComponentProps['getCollection'] {
  return (async (_collection: string, slug?: string) => {
    const [loaded] = await content.entriesByFiles([{ path: settingsFiles[slug ?? ''] ?? cmsFiles.site }]);
    const data = typeof loaded?.data === 'string' ? readWritten(loaded.data)?.data : undefined;
    return { get: () => data };
  }) as unknown as PreviewTemplateComponentProps['getCollection'];
}

/** Draws again when the photos the CMS loaded change: a photo asked for while drawing arrives later. */
const subscribe = (redraw: () => void) => store.subscribe(redraw);
const photos = () => store.getState().medias;

interface DrawingProps {
  path: string;
  data: unknown;
  content: ContentSource;
  Template: ComponentType<PreviewTemplateComponentProps>;
}

function Drawing({ path, data, content, Template }: DrawingProps) {
  useSyncExternalStore(subscribe, photos);
  const kind = kindOfPath(path);
  const props = useMemo(() => {
    const entry = fromJS({ data, path, collection: collectionOf[kind] }) as ImmutableMap<string, unknown>;
    const getAsset = boundGetAsset(store.dispatch, store.getState().collections.get(collectionOf[kind]), entry);
    return { entry, getAsset, getCollection: savedSettings(content) } as unknown as PreviewTemplateComponentProps;
  }, [path, data, content, kind]);
  return <Template {...props} />;
}

/**
 * A version of a file drawn as the site draws it, by the same preview template the editor's preview
 * pane uses (the real section components, the site's styles), in a frame of its own: what
 * `text` would look like published. The frame is `frame`, already in the document.
 */
export function drawVersion(frame: HTMLIFrameElement, path: string, text: string, content: ContentSource): void {
  const document = frame.contentDocument;
  const Template = CMS.getPreviewTemplate(templateOf[kindOfPath(path)]);
  if (!document || !Template) return;
  for (const style of CMS.getPreviewStyles()) {
    if (style.raw) {
      const element = document.createElement('style');
      element.textContent = style.value;
      document.head.append(element);
    } else {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = style.value;
      document.head.append(link);
    }
  }
  const root = document.createElement('div');
  document.body.append(root);
  createRoot(root).render(<Drawing path={path} data={readWritten(text)?.data} content={content} Template={Template} />);
}
