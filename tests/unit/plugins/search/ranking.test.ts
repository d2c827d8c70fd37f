/**
 * The ranking rules, each on a small set of records: concepts and stop words, page coverage and summary,
 * guides for questions, identifiers and code, typos only for unknown words, a heading above the text under it.
 */
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '../../../../src/plugins/search/client/engine';
import { codeChunks, queryConcepts } from '../../../../src/plugins/search/client/query';
import type { Level, SearchRecord } from '../../../../src/plugins/search/types';

type Spec = [type: SearchRecord['type'], levels: Partial<Record<Level, string>>, content?: string | null];

/** The records of one page, in order; `apiName` marks an API page. */
function page(path: string, specs: Spec[], apiName?: string): SearchRecord[] {
  return specs.map(([type, levels, content = null], position) => ({
    objectID: `${path}#${position}`,
    url: `https://example.dev${path}`,
    type,
    hierarchy: { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...(type === 'lvl1' && apiName !== undefined && { apiName }),
  }));
}

const guide = { lvl0: 'Guides' };
const RECORDS: SearchRecord[] = [
  ...page('/docs/guides/formats', [
    ['lvl1', { ...guide, lvl1: 'Camera Formats' }, 'Pick a format and set the frame rate it supports.'],
    ['lvl2', { ...guide, lvl1: 'Camera Formats', lvl2: 'Setting the frame rate' }],
    ['content', { ...guide, lvl1: 'Camera Formats', lvl2: 'Setting the frame rate' }, 'Pass fps to the Camera.'],
  ]),
  ...page('/docs/guides/errors', [
    ['lvl1', { ...guide, lvl1: 'Camera Errors' }, 'Every error code and what it means, sooner or later.'],
    ['content', { ...guide, lvl1: 'Camera Errors' }, 'device/no-device: no camera device matches.'],
  ]),
  ...page('/docs/guides/zooming', [
    ['lvl1', { ...guide, lvl1: 'Zooming' }, 'Zoom with a pinch gesture.'],
    ['content', { ...guide, lvl1: 'Zooming' }, 'Wrap the Camera with Reanimated to animate the zoom from the gesture.'],
  ]),
  ...page(
    '/docs/api/interfaces/CameraFormat',
    [
      ['lvl1', { lvl0: 'Interfaces', lvl1: 'Interface: CameraFormat' }, 'A CameraFormat of a CameraDevice.'],
      ['lvl3', { lvl0: 'Interfaces', lvl1: 'Interface: CameraFormat', lvl2: 'Properties', lvl3: 'maxFps' }],
      [
        'content',
        { lvl0: 'Interfaces', lvl1: 'Interface: CameraFormat', lvl2: 'Properties', lvl3: 'maxFps' },
        'The highest frame rate of this format, also when the device records video.',
      ],
    ],
    'CameraFormat',
  ),
  ...page(
    '/docs/api/classes/Camera',
    [
      ['lvl1', { lvl0: 'Classes', lvl1: 'Class: Camera' }, 'The camera component.'],
      ['lvl3', { lvl0: 'Classes', lvl1: 'Class: Camera', lvl2: 'Methods', lvl3: 'takePhoto()' }],
      [
        'content',
        { lvl0: 'Classes', lvl1: 'Class: Camera', lvl2: 'Methods', lvl3: 'takePhoto()' },
        'takePhoto(options?): Promise<PhotoFile>',
      ],
      ['lvl3', { lvl0: 'Classes', lvl1: 'Class: Camera', lvl2: 'Methods', lvl3: 'flowControl()' }],
    ],
    'Camera',
  ),
];
const engine = new LocalSearchEngine(RECORDS);
const hits = (query: string) => engine.search({ query }).hits;
const pages = (query: string) => [...new Set(hits(query).map((hit) => new URL(hit.url).pathname))];

describe('query concepts', () => {
  it('drops stop words and the filler of bug reports, unless nothing else is left', () => {
    const tokens = (query: string) => queryConcepts(query).map((concept) => concept.alternatives[0]?.tokens.join(' '));
    expect(tokens("zoom doesn't work on android")).toEqual(['zoom', 'android']);
    expect(tokens('how to')).toEqual(['how', 'to']);
  });

  it('keeps a code chunk whole, stop words included, and reads code chunks from the query', () => {
    expect(queryConcepts('device/no-device on ios').map((concept) => concept.alternatives[0]?.tokens)).toEqual([
      ['devic', 'no'],
      ['io'],
    ]);
    expect(codeChunks('why does takePhoto() throw capture/no-data?')).toEqual(['takephoto', 'capture/no-data']);
  });

  it('splits snake-case identifiers into words and matches 60fps also as 60 fps', () => {
    expect(queryConcepts('ERROR_MAX_CAMERAS').map((concept) => concept.alternatives[0]?.tokens[0])).toEqual([
      'error',
      'max',
      'camera',
    ]);
    expect(queryConcepts('60fps')[0]?.alternatives.map((alternative) => alternative.tokens)).toEqual([
      ['60fp'],
      ['60', 'fp'],
    ]);
  });
});

describe('ranking', () => {
  it('prefers the page whose title and headings name the question over one whose member text mentions it', () => {
    expect(pages('camera format frame rate')[0]).toBe('/docs/guides/formats');
  });

  it('still puts the exact identifier first', () => {
    expect(pages('CameraFormat')[0]).toBe('/docs/api/interfaces/CameraFormat');
    expect(pages('takePhoto')[0]).toBe('/docs/api/classes/Camera');
  });

  it('lists a heading above the body text right under it that matches the same words', () => {
    expect(hits('takePhoto')[0]?.type).toBe('lvl3');
  });

  it('finds code as typed', () => {
    expect(pages('device/no-device')[0]).toBe('/docs/guides/errors');
  });

  it('looks for an identifier the docs never mention by its words', () => {
    expect(pages('ReanimatedCamera')).toContain('/docs/guides/zooming');
  });

  it('ranks a page that has every word above one that has some, but still lists the latter', () => {
    const result = pages('reanimated zoom zzqqxx');
    expect(result[0]).toBe('/docs/guides/zooming');
    expect(pages('zoom camera')).toContain('/docs/api/classes/Camera');
  });

  it('forgives typos only in words the docs do not contain', () => {
    expect(pages('zooom')).toContain('/docs/guides/zooming');
    // "rate" is a word of the docs: it is not read as a typo of "late".
    expect(pages('rate')).not.toContain('/docs/guides/errors');
    expect(pages('lats')).toContain('/docs/guides/errors');
  });
});
