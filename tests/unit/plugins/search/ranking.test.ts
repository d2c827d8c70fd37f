/**
 * The ranking rules of the local engine (src/plugins/search/client/engine.ts), each on a few records. Each test also
 * runs the engine without its rule and expects a different answer, so it fails when the rule stops working. The two
 * matching behaviours that are not rules (prefix while typing, typos of unknown words) are tested at the end.
 */
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, type Rule } from '../../../../src/plugins/search/client/engine';
import { informativeText } from '../../../../src/plugins/search/client/query';
import { READER_TERMS } from '../../../../src/plugins/search/shared/readerTerms';
import type { Level, SearchRecord } from '../../../../src/plugins/search/types';

type Spec = [type: SearchRecord['type'], levels: Partial<Record<Level, string>>, content?: string | null];

/** The records of one page, in order; a record under a heading below the title gets that heading's anchor. */
function page(path: string, specs: Spec[], apiName?: string): SearchRecord[] {
  return specs.map(([type, levels, content = null], position) => {
    const heading = levels.lvl3 ?? levels.lvl2;
    const anchor = heading ? `#${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
    return {
      objectID: `${path}#${position}`,
      url: `https://example.dev${path}${anchor}`,
      type,
      hierarchy: { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels },
      content,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      ...(type === 'lvl1' && apiName !== undefined && { apiName }),
    };
  });
}

const guide = { lvl0: 'Guides' };
const flashlight = READER_TERMS.find((row) => row.reader.includes('flashlight'));
const RECORDS: SearchRecord[] = [
  ...page('/docs/guides/recording-videos', [
    ['lvl1', { ...guide, lvl1: 'Recording Videos' }, 'Start and stop a recording.'],
    ['lvl2', { ...guide, lvl1: 'Recording Videos', lvl2: 'Record a video' }],
    ['content', { ...guide, lvl1: 'Recording Videos', lvl2: 'Record a video' }, 'Call startRecording on the Camera.'],
  ]),
  ...page('/docs/guides/devices', [
    ['lvl1', { ...guide, lvl1: 'Camera Devices' }, 'Choose which lens to use.'],
    ['content', { ...guide, lvl1: 'Camera Devices' }, 'The hook useCameraDevice picks the lens at a position.'],
    ['content', { ...guide, lvl1: 'Camera Devices' }, 'The torch of the back lens lights the scene.'],
  ]),
  ...page('/docs/guides/errors', [
    ['lvl1', { ...guide, lvl1: 'Camera Errors' }, 'What each error means.'],
    ['lvl3', { ...guide, lvl1: 'Camera Errors', lvl2: 'Common problems', lvl3: 'The session stops' }],
    [
      'content',
      { ...guide, lvl1: 'Camera Errors', lvl2: 'Common problems', lvl3: 'The session stops' },
      'session/camera-has-been-disconnected: the camera was closed because another app opened it.',
    ],
    ['lvl3', { ...guide, lvl1: 'Camera Errors', lvl2: 'Common problems', lvl3: 'Another app opened the camera' }],
    [
      'content',
      { ...guide, lvl1: 'Camera Errors', lvl2: 'Common problems', lvl3: 'Another app opened the camera' },
      'It was closed because of another app.',
    ],
  ]),
  ...page('/docs/guides/zooming', [
    ['lvl1', { ...guide, lvl1: 'Zooming' }, 'Zoom with a pinch gesture, and use less light than you think.'],
    ['content', { ...guide, lvl1: 'Zooming' }, 'Animate the zoom value from the gesture with Reanimated.'],
  ]),
  ...page('/docs/guides/orientation', [
    ['lvl1', { ...guide, lvl1: 'Orientation' }, 'Images are rotated as the sensor is.'],
  ]),
  ...page(
    '/docs/api/functions/useCameraDevice',
    [['lvl1', { lvl0: 'Functions', lvl1: 'Function: useCameraDevice()' }, 'Picks the device a position asks for.']],
    'useCameraDevice',
  ),
  ...page(
    '/docs/api/functions/useCameraDevices',
    [['lvl1', { lvl0: 'Functions', lvl1: 'Function: useCameraDevices()' }, 'Every camera device of the phone.']],
    'useCameraDevices',
  ),
  ...page(
    '/docs/api/interfaces/CameraProps',
    [
      ['lvl1', { lvl0: 'Interfaces', lvl1: 'Interface: CameraProps' }, 'The props of the Camera.'],
      ['lvl3', { lvl0: 'Interfaces', lvl1: 'Interface: CameraProps', lvl2: 'Properties', lvl3: 'zoom' }],
      [
        'content',
        { lvl0: 'Interfaces', lvl1: 'Interface: CameraProps', lvl2: 'Properties', lvl3: 'zoom' },
        'Animate zoom with a gesture.',
      ],
    ],
    'CameraProps',
  ),
];

/** The first hit's address (page and anchor) for a query, with every rule, or without `rule`. */
function first(query: string, rule?: Rule): string | undefined {
  const engine = new LocalSearchEngine(RECORDS, { without: rule ? [rule] : [] });
  const hit = engine.search({ query }).hits[0];
  return hit && new URL(hit.url).pathname + new URL(hit.url).hash;
}

describe('the ranking rules', () => {
  it('paste-noise: a pasted log line is read without its timestamp, process ids and level', () => {
    const pasted = '05-31 12:12:46.049 12943 12943 E CameraSession: session/camera-has-been-disconnected';
    expect(informativeText(pasted)).toBe('CameraSession: session/camera-has-been-disconnected');
    expect(first(pasted)).toBe('/docs/guides/errors#the-session-stops');
  });

  it('stem: "rotations" finds "rotated", but identifiers keep their letters', () => {
    expect(first('rotations')).toBe('/docs/guides/orientation');
    expect(first('rotations', 'stem')).toBeUndefined();
    expect(first('useCameraDevices')).toBe('/docs/api/functions/useCameraDevices');
    expect(first('useCameraDevice')).toBe('/docs/api/functions/useCameraDevice');
  });

  it('identifier-parts: the words inside an identifier find it, and an unknown identifier is searched by its words', () => {
    expect(first('camera device hook')).toBe('/docs/guides/devices');
    expect(first('startrecording')).toBe('/docs/guides/recording-videos#record-a-video');
    expect(first('StartRecordingCall', 'identifier-parts')).toBeUndefined();
    expect(first('StartRecordingCall')).toBe('/docs/guides/recording-videos#record-a-video');
  });

  it("reader-terms: a reader's word finds the doc term it stands for", () => {
    expect(flashlight?.docs).toContain('torch');
    expect(first('flashlight')).toBe('/docs/guides/devices');
    expect(first('flashlight', 'reader-terms')).toBeUndefined();
  });

  it('phrase: the section that holds a long stretch of the query in order comes first', () => {
    const quoted = 'the camera was closed because another app opened it';
    expect(first(quoted)).toBe('/docs/guides/errors#the-session-stops');
    expect(first(quoted, 'phrase')).toBe('/docs/guides/errors#another-app-opened-the-camera');
  });

  it('guides: a question in words prefers a guide to an API page, a single identifier does not', () => {
    expect(first('animate zoom gesture')).toBe('/docs/guides/zooming');
    expect(first('animate zoom gesture', 'guides')).toBe('/docs/api/interfaces/CameraProps#zoom');
    expect(first('CameraProps')).toBe('/docs/api/interfaces/CameraProps');
  });
});

describe('matching while typing and misspelling', () => {
  it('the word being typed matches as a prefix', () => {
    expect(first('vid')).toMatch(/^\/docs\/guides\/recording-videos/);
    expect(first('vid ')).toBeUndefined();
  });

  it('a word the docs lack matches near misses; a word they have does not', () => {
    expect(first('zoon')).toBe('/docs/guides/zooming');
    expect(first('lenz')).toBe('/docs/guides/devices');
    // "lens" is a word of the docs: it is not read as a typo of "less", which only the Zooming guide has.
    const engine = new LocalSearchEngine(RECORDS);
    expect(engine.search({ query: 'lens' }).hits.map((hit) => new URL(hit.url).pathname)).not.toContain(
      '/docs/guides/zooming',
    );
  });

  it('one or two letters match headings only', () => {
    const engine = new LocalSearchEngine(RECORDS);
    expect(engine.search({ query: 'zo' }).hits.map((hit) => hit.type)).not.toContain('content');
  });
});
