import { describe, expect, it } from 'vitest';
import {
  firstSentence,
  frontMatter,
  rewriteGuideLinks,
} from '../../../../src/plugins/api-reference/server/typedoc/site-links/text.mjs';

describe('rewriteGuideLinks', () => {
  const written = new Set(['getting-started', 'orientation']);

  it.each([
    ['[x](https://react-native-vision-camera.com/docs/guides/orientation)', '[x](/docs/guides/orientation)'],
    ['see https://react-native-vision-camera.com/docs/guides/orientation#frames.', 'see /docs/guides/orientation.'],
    [
      '[x](https://react-native-vision-camera.com/docs/guides/zooming)',
      '[x](https://react-native-vision-camera.com/docs/guides/zooming)',
    ],
    ['[home](https://react-native-vision-camera.com/)', '[home](https://react-native-vision-camera.com/)'],
    ['[other](https://example.com/docs/guides/orientation)', '[other](https://example.com/docs/guides/orientation)'],
  ])('%s → %s', (input, expected) => {
    expect(rewriteGuideLinks(input, written)).toBe(expected);
  });

  it('rewrites every occurrence on a page', () => {
    const page =
      'a https://react-native-vision-camera.com/docs/guides/orientation b https://react-native-vision-camera.com/docs/guides/orientation#x';
    expect(rewriteGuideLinks(page, written)).toBe('a /docs/guides/orientation b /docs/guides/orientation');
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence only', () => {
    expect(firstSentence('Runs the given `func` at a rate. It is throttled.')).toBe('Runs the given func at a rate.');
  });

  it('drops link targets, emphasis, headings and code blocks', () => {
    const comment = 'A **powerful** `Camera`: see [the guide](https://x.dev).\n```ts\nconst a = 1\n```';
    expect(firstSentence(comment)).toBe('A powerful Camera: see the guide.');
  });

  it('stops at the end of the first paragraph or where a list starts, even without a period', () => {
    expect(firstSentence('### A powerful camera\n\nSecond paragraph.')).toBe('A powerful camera');
    expect(firstSentence('Identifiers for a lens\n- "wide": the main one')).toBe('Identifiers for a lens');
  });

  it('shortens a long sentence at a word boundary with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end.`;
    const result = firstSentence(long, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result.endsWith('…')).toBe(true);
    expect(result).not.toMatch(/wor…$/);
  });

  it('returns an empty string for an empty comment', () => {
    expect(firstSentence('')).toBe('');
  });
});

describe('frontMatter', () => {
  it('quotes values so colons and quotes stay valid YAML', () => {
    expect(frontMatter({ description: 'Use "yuv": fast.' })).toBe('---\ndescription: "Use \\"yuv\\": fast."\n---\n\n');
  });
});
