import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadedRecently } from '../../../src/clientModules/chunkLoadRecovery';

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 3432 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk 17 failed. (error: http://x/assets/js/17.js)'), true],
    [new Error('Loading CSS chunk 9 failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed.', false],
    [undefined, false],
  ])('%s → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('reloadedRecently', () => {
  const now = 1_000_000;
  it.each([
    [null, false],
    [{ path: '/docs/api/', at: now - 1000 }, true],
    [{ path: '/docs/guides', at: now - 1000 }, false],
    [{ path: '/docs/api/', at: now - 60_000 }, false],
  ])('%j → %s', (record, expected) => {
    expect(reloadedRecently(record, '/docs/api/', now)).toBe(expected);
  });
});
