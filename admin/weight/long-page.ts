import { cmsFiles } from '../../schema/generate/cms-config.ts';
import { cmsNames } from '../../schema/generate/cms-fields.ts';
import { fileSchemas } from '../../schema/load/check.ts';
import { validateText } from '../../schema/load/validate-text.ts';
import { fileReader, say, sayAgain } from '../../schema/messages/catalogue/index.ts';
import type { SiteData } from '../../src/site-data.ts';
import { openDraft } from '../decap/fixes/open-draft.ts';
import { store } from '../decap/door/internals.ts';
import { checkEdited } from '../preview/page-check.ts';
import { siteDataOf } from '../preview/site-data.ts';
import { closeAside, showAside } from '../ui/panel.ts';
import type { SaveSession } from '../session/save-session.ts';
import { inTopBar, topButton } from '../top-bar/top-bar.ts';
import { estimatePage } from './page-drawing.tsx';
import { pageMeta } from '../run-settings.ts';
import { kilobytes, pageFrameMeta, pastOneRoundTrip, roundTripBytes } from './round-trip.ts';

/** How long the editor's typing has to pause before the page is weighed again. */
const pauseMs = 400;

/**
 * What the build measured each page of the site to weigh besides its text, by address; none before
 * a build (`npm run cms` on a fresh copy), and then nothing is told.
 */
function pageFrames(): Record<string, number> | undefined {
  const written = pageMeta(pageFrameMeta);
  try {
    const frames: unknown = JSON.parse(written ?? '');
    return typeof frames === 'object' && frames !== null ? (frames as Record<string, number>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's frame: its own, as last built; for a new page, or one whose address changed, the heaviest
 * of the site's (its stylesheet may hold every section's rules), so that the estimate errs on the
 * side of telling.
 */
const frameOf = (frames: Readonly<Record<string, number>>, address: string) =>
  frames[address] ?? Math.max(...Object.values(frames));

/** The site's texts and companies as saved, which the sections draw from (a grid of the companies). */
async function savedSiteData(session: SaveSession): Promise<SiteData | undefined> {
  const loaded = await session.content?.entriesByFiles([{ path: cmsFiles.site }, { path: cmsFiles.companies }]);
  const textOf = (file: string) => loaded?.find((entry) => entry.file.path === file)?.data ?? '';
  const site = validateText(cmsFiles.site, textOf(cmsFiles.site), fileSchemas.site);
  const companies = validateText(cmsFiles.companies, textOf(cmsFiles.companies), fileSchemas.companies);
  if (!site.ok || !companies.ok) return undefined;
  return siteDataOf({ site: site.data, companies: companies.data.companies });
}

/**
 * "Página longa para o celular" beside Publicar, while the page being edited is past what a phone
 * receives in one round trip: a warning, never a refusal (the page is published all the same). It
 * opens the explanation, with the page's weight, in the catalogue's words.
 */
export function warnOfLongPages(session: SaveSession): void {
  const label = say('cms-page-long');
  let bytes = 0;
  let explanation: HTMLElement | undefined;
  const explain = () => {
    const words = say('page-past-round-trip', { page: '', size: kilobytes(bytes), room: kilobytes(roundTripBytes) });
    // Said to the form's reader: "Esta página", the one open.
    explanation = showAside(sayAgain(words, { ...fileReader, form: true }));
  };
  const warning = inTopBar(topButton(`⚠ ${label.message}`, label.hint, explain), 0);
  warning.dataset.testid = 'cms-long-page';
  warning.style.cssText = 'background: #fffbeb; border-color: #d97706; color: #78350f;';

  let siteData: { path: string | undefined; data: Promise<SiteData | undefined> } | undefined;
  let weighed: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (past: boolean) => {
    // Its explanation goes with it; another notice in the same place stays.
    if (!past && explanation?.isConnected) closeAside();
    warning.hidden = !past;
  };
  const weigh = async () => {
    const draft = openDraft();
    const frames = pageFrames();
    const checked = draft?.collection === cmsNames.pages && frames ? checkEdited('page', draft.data) : undefined;
    if (!draft || !frames || !checked?.ok) {
      weighed = undefined;
      return show(false);
    }
    const key = JSON.stringify(checked.data);
    if (key === weighed) return;
    weighed = key;
    // Read once for each page opened: the settings change in their own form, not while a page is edited.
    if (siteData?.path !== draft.path) {
      siteData = { path: draft.path, data: savedSiteData(session).catch(() => undefined) };
    }
    const data = await siteData?.data;
    if (!data || weighed !== key) return;
    bytes = await estimatePage(checked.data, data, frameOf(frames, checked.data.path));
    if (weighed === key) show(pastOneRoundTrip(bytes));
  };
  store.subscribe(() => {
    clearTimeout(timer);
    // A section the schema lets through but a component cannot draw is the preview's to show: no estimate then.
    timer = setTimeout(() => void weigh().catch(() => show(false)), pauseMs);
  });
}
