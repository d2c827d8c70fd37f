/**
 * Relevance in the browser: two queries typed into the modal, to check that the modal shows what the engine ranks.
 * The relevance gate over all fixture queries (hit@3 >= 95%) runs in Vitest over the built index:
 * tests/build/search-relevance.test.ts.
 */
import { expect, open, test } from './support/fixtures';
import { hitPaths, openSearch, search } from './support/search';

const CASES = [
  // An identifier: its API page first.
  { query: 'useCameraDevice', expected: ['/docs/api/functions/useCameraDevice'] },
  // A reader's symptom (react-native-vision-camera issue 3365): the guide that answers it first, not an API page.
  {
    query: 'camera goes black with skia frame processors',
    expected: ['/docs/guides/skia-frame-processors', '/docs/guides/troubleshooting'],
  },
];

for (const { query, expected } of CASES) {
  test(`"${query}" shows a page that answers it first`, async ({ page }) => {
    await open(page, '/docs/guides');
    await openSearch(page);
    await search(page, query);
    const [first] = await hitPaths(page);
    expect(expected).toContain(first?.split('#')[0]);
  });
}
