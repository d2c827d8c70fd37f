import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { EXAMPLE_APP_URL } from '../../../config/library';
import { expect, open, test } from '../support/fixtures';
import { hitPaths, openSearch, search, searchInput } from '../support/search';

/** The build this project serves was made with these fake credentials (`npm run build:test`). */
const APP_ID = 'TESTAPPID';
const INDEX_NAME = 'vision-camera-test';
const HOSTED_QUERIES = /algolia\.(net|io)\/1\/indexes\/\*\/queries/;
const RESPONSE = readFileSync(path.join(__dirname, '../../fixtures/search/hosted-response.json'), 'utf8');

type SentRequest = { method: string; url: string; body: { requests: Record<string, unknown>[] } };

/** Answers the hosted search requests with the fixture and records what the page sent. */
async function answerHostedSearch(page: Page): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await page.route(HOSTED_QUERIES, async (route: Route) => {
    const request = route.request();
    sent.push({ method: request.method(), url: request.url(), body: request.postDataJSON() as SentRequest['body'] });
    await route.fulfill({ status: 200, contentType: 'application/json', body: RESPONSE });
  });
  // The insights plugin loads search-insights from a CDN; serve nothing and keep its queue in the page.
  await page.route('https://cdn.jsdelivr.net/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return sent;
}

test('the modal sends the hosted request with the contextual filters and renders its hits', async ({ page }) => {
  const sent = await answerHostedSearch(page);
  await open(page, '/docs/guides');
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
  await openSearch(page);
  await search(page, 'camera');

  const last = sent.at(-1);
  expect(last?.method).toBe('POST');
  expect(last?.url).toMatch(
    new RegExp(`^https://${APP_ID}[^/]*\\.algolia(net)?\\.(net|com)/1/indexes/\\*/queries`, 'i'),
  );
  expect(last?.body.requests).toHaveLength(1);
  expect(last?.body.requests[0]).toMatchObject({
    query: 'camera',
    indexName: INDEX_NAME,
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    clickAnalytics: true,
    // The test build also carries the test-only docs (_dogfooding), whose version tag joins the OR group.
    facetFilters: [
      'language:en',
      expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']),
    ],
  });
  expect(last?.body.requests[0]?.attributesToSnippet).toContain('content:10');
  expect(last?.body.requests[0]?.attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'content', 'url']),
  );

  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Guides', 'Example App']);
  const paths = await hitPaths(page);
  // A hit on the site becomes an in-app path; a hit on another host (externalUrlRegex) stays absolute.
  expect(paths[0]).toBe('/docs/guides#camera-and-microphone-permissions');
  // The fixture's second hit is the example app's address at the documented release.
  await expect(page.locator('.DocSearch-Hit a').nth(1)).toHaveAttribute('href', EXAMPLE_APP_URL);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('Camera');
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();

  // The insights plugin queues a view event for the shown hits, debounced by 400 ms.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const queue = (window as unknown as { aa?: { queue?: unknown[][] } }).aa?.queue ?? [];
        return queue.some((call) => call[0] === 'viewedObjectIDs');
      }),
    )
    .toBe(true);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('snippets ask for 5 words', async ({ page }) => {
    const sent = await answerHostedSearch(page);
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, 'camera');
    expect(sent.at(-1)?.body.requests[0]?.attributesToSnippet).toContain('content:5');
  });
});

test.describe('when the hosted service is unreachable', () => {
  test.use({
    allowedConsoleErrors: {
      'the test makes the hosted request fail on purpose': /Failed to load resource|ERR_INTERNET_DISCONNECTED/,
      'DocSearch 3.9 rethrows a failed request after showing its error screen': /Uncaught RetryError/,
      'the insights script from the CDN is blocked too, so the insights plugin reports it':
        /Could not load search-insights/,
    },
  });

  test('the modal shows "Unable to fetch results"', async ({ page }) => {
    await page.route(/algolia(net)?\.(net|com|io)/, (route) => route.abort('internetdisconnected'));
    await page.route('https://cdn.jsdelivr.net/**', (route) => route.abort('internetdisconnected'));
    await open(page, '/docs/guides');
    await openSearch(page);
    await searchInput(page).fill('camera');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

test('the search page uses the hosted client too', async ({ page }) => {
  const sent = await answerHostedSearch(page);
  await open(page, '/search?q=camera');
  await expect(page.getByRole('heading', { level: 2, name: 'Camera and microphone permissions' })).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(JSON.stringify(sent[0]?.body)).toContain(INDEX_NAME);
});
