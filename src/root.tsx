import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root.ts';
import { getContent } from './content.server.ts';
import { Footer, footerId } from './layout/Footer/Footer.tsx';
import { Header } from './layout/Header/Header.tsx';
import { Notices } from './layout/Notices/Notices.tsx';
import { ErrorScreen } from './layout/ErrorScreen/ErrorScreen.tsx';
import { SiteIcon } from './layout/SiteIcon.tsx';
import { SiteStylesheet } from './layout/SiteStylesheet.tsx';
import { useFocusHeadingOnNavigation } from './layout/useFocusHeadingOnNavigation.ts';
import { SiteDataContext, type SiteData } from './site-data.ts';
import './styles/global.css';

// Development only (never in a build): the content report over the page while the YAML is invalid.
if (import.meta.env.DEV && typeof document !== 'undefined') void import('./dev/content-report.ts');

export function loader(): SiteData {
  const { site, companies } = getContent();
  const { gallery: _galleryCopy, cms: _editorBackend, ...browserSite } = site;
  return { site: browserSite, companies, builtYear: new Date().getFullYear() };
}

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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFocusHeadingOnNavigation();
  return (
    <SiteDataContext value={loaderData}>
      <a className="skip-link" href="#conteudo">
        {loaderData.site.navigation.skipToContent}
      </a>
      <Header />
      <main id="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Notices />
    </SiteDataContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : undefined;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : undefined
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen title={data?.site.errorScreen.title} status={status} message={message} />;
}
