import { Meta, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/root.ts';
import { getContent } from './content.server.ts';
import { Footer, footerId } from './layout/Footer/Footer.tsx';
import HeaderIsland from './layout/Header/Header.island.tsx';
import { headerProps } from './layout/Header/Header.tsx';
import NoticesIsland from './layout/Notices/Notices.island.tsx';
import { ErrorScreen } from './layout/ErrorScreen/ErrorScreen.tsx';
import { SiteIcon } from './layout/SiteIcon.tsx';
import { SiteStylesheet } from './layout/SiteStylesheet.tsx';
import { pagePathOf } from './meta.ts';
import { SiteDataContext, type SiteData } from './site-data.ts';
import './styles/global.css';

export function loader(): SiteData {
  const { site, companies } = getContent();
  const { gallery: _galleryCopy, cms: _editorBackend, ...pageSite } = site;
  return { site: pageSite, companies, builtYear: new Date().getFullYear() };
}

/**
 * `npm run dev`'s own script: the live preview, the content report and the islands (src/dev/client.ts).
 * A built page has no script from React: React Router's would hydrate the whole page with all its
 * data. The build gives each page the scripts of its islands instead (scripts/build/island-scripts.ts).
 */
const devClient = '/src/dev/client.ts';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The brand colour (tokens.css --brand-700) for the browser's interface on phones. */}
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <SiteIcon />
        {/* For a home screen (scripts/build/site-icons.ts), fetched only when saving the site there. The
            build adds the manifest, as a data: address. */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* With the stylesheet in the page, the browser could paint half of it and shift it as the
            rest is read: it paints only once it has read up to the footer, all the content at once. */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <SiteStylesheet />
      </head>
      <body>
        {children}
        {import.meta.env.DEV && <script type="module" src={devClient} />}
      </body>
    </html>
  );
}

/**
 * Every page: the skip link, the header, the page's own content, the footer and the notice region.
 * Only the header and the notices (with the notice buttons and the footer's year) move: they are
 * islands, each hydrated alone with the data it draws; the rest is HTML.
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { site } = loaderData;
  return (
    <SiteDataContext value={loaderData}>
      <a className="skip-link" href="#conteudo">
        {site.navigation.skipToContent}
      </a>
      <HeaderIsland {...headerProps(site, pagePathOf(pathname))} />
      <main id="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <NoticesIsland {...site.notice} />
    </SiteDataContext>
  );
}

/** A page that fails to load or draw shows the routing-error screen. */
export function ErrorBoundary() {
  return <ErrorScreen />;
}
