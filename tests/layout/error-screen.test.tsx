import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load/index.ts';
import { ErrorScreen } from '../../src/layout/ErrorScreen/ErrorScreen.tsx';

const content = loadContent('content');
if (!content.ok) throw new Error('the shipped content must validate');
const { site, companies } = content.content;

/** What the root route draws for a page whose loader throws `failure`, as React Router renders it on the server. */
async function screenFor(failure: unknown) {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site, companies, builtYear: 2026 }),
      Component: Outlet,
      ErrorBoundary: ErrorScreen,
      children: [
        {
          index: true,
          loader: () => {
            throw failure;
          },
        },
      ],
    },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('no redirect expected');
  const router = createStaticRouter(handler.dataRoutes, context);
  const { document } = new JSDOM(renderToString(<StaticRouterProvider router={router} context={context} />)).window;
  const text = (selector: string) => document.querySelector(selector)?.textContent;
  return { heading: text('h1'), status: text('h2'), message: text('pre') };
}

describe('the routing-error screen (docs/produto.md §7)', () => {
  it('is headed by the fixed text, with the error’s status and its text', async () => {
    const screen = await screenFor(data('A página não chegou', { status: 503, statusText: 'Service Unavailable' }));
    expect(screen).toEqual({
      heading: 'Unexpected Application Error!',
      status: '503 Service Unavailable',
      message: 'A página não chegou',
    });
    expect(site.errorScreen.title).toBe('Unexpected Application Error!');
  });

  it('shows an error’s message when it has no status', async () => {
    expect(await screenFor(new Error('Failed to fetch'))).toEqual({
      heading: 'Unexpected Application Error!',
      status: undefined,
      message: 'Failed to fetch',
    });
  });
});
