/**
 * Errors the spec lists for the Docusaurus client (section 8), shown with the real 3.7.0 client code:
 * a page component without a default export, and a missing route context.
 */
import type React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// ComponentCreator reads the route tables Docusaurus generates at build time; give it one route whose page module
// has no default export.
vi.mock('@generated/routesChunkNames', () => ({ default: { '/broken-abc': { __comp: 'page-chunk' } } }));
vi.mock('@generated/registry', () => ({
  default: {
    'page-chunk': [async () => ({ notDefault: () => null }), '@site/src/pages/broken.tsx', 'page-chunk'],
  },
}));
vi.mock('@theme/Loading', () => ({ default: () => null }));

describe('a page component without a default export', () => {
  it('throws an error that names the page and says what to export', async () => {
    const { default: ComponentCreator } = await import('@docusaurus/core/lib/client/exports/ComponentCreator.js');
    const Page = ComponentCreator('/broken', 'abc') as React.ComponentType & { preload: () => Promise<unknown> };
    await Page.preload();
    expect(() => renderToString(<Page />)).toThrow(
      "The page component at /broken doesn't have a default export. This makes it impossible to render anything.",
    );
  });
});

describe('a missing route context', () => {
  it('throws an internal error when a component reads it outside a route', async () => {
    const { default: useRouteContext } = await import('@docusaurus/core/lib/client/exports/useRouteContext.js');
    function ReadsRouteContext() {
      useRouteContext();
      return null;
    }
    expect(() => renderToString(<ReadsRouteContext />)).toThrow('Unexpected: no Docusaurus route context found');
  });

  it('is provided inside a route, so the same component renders', async () => {
    const { default: useRouteContext } = await import('@docusaurus/core/lib/client/exports/useRouteContext.js');
    const { RouteContextProvider } = await import('@docusaurus/core/lib/client/routeContext.js');
    function ShowsPluginName() {
      return <span>{useRouteContext().plugin.name}</span>;
    }
    const html = renderToString(
      <RouteContextProvider value={{ plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } }}>
        <ShowsPluginName />
      </RouteContextProvider>,
    );
    expect(html).toContain('docusaurus-plugin-content-docs');
  });
});
