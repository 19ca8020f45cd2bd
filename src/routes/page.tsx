import { data } from 'react-router';
import { ImageRenderingContext } from '../components/Picture/rendering.ts';
import { getContent } from '../content.server.ts';
import { pageRenderings } from '../images.server.ts';
import { pageMeta, pagePathOf, siteDataOf } from '../meta.ts';
import { shareImageOf } from '../share-image.server.ts';
import { structuredData } from '../structured-data.ts';
import { PageSections } from '../sections/PageSections.tsx';
import type { Route } from './+types/page.ts';

export function loader({ url }: Route.LoaderArgs) {
  const content = getContent();
  const { pages, companies, images } = content;
  const pathname = pagePathOf(url.pathname);
  const page = pages.find((candidate) => candidate.path === pathname);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  const accent = companies.find((company) => company.id === page.company)?.colour ?? 'brand';
  return { page, accent, images: pageRenderings(page, images), share: shareImageOf(page, content) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, {
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: loaderData.page.path,
    image: loaderData.share,
  }),
  { 'script:ld+json': structuredData(siteDataOf(matches), loaderData.page) },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div data-accent={loaderData.accent}>
      <ImageRenderingContext value={(src) => loaderData.images[src]}>
        <PageSections sections={loaderData.page.sections} />
      </ImageRenderingContext>
    </div>
  );
}
