/**
 * Pasted text: readers paste whole errors with log prefixes, stack frames, file positions, addresses and paths. The
 * engine reads the informative part, searches a long class name by its words when no page holds it whole, ranks the
 * section that quotes the message first, and prefers the problem catalogue's sections for what readers report.
 */
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine } from '../../../../src/plugins/search/client/engine';
import { informativeText, queryConcepts } from '../../../../src/plugins/search/client/query';
import { longestRun } from '../../../../src/plugins/search/client/rank';
import { packIndex } from '../../../../src/plugins/search/server/indexer/buildIndex';
import { unpackIndex } from '../../../../src/plugins/search/client/indexFile';
import type { SearchRecord } from '../../../../src/plugins/search/types';

describe('informativeText', () => {
  it.each([
    ['05-31 12:12:46.049 12943 12943 E CameraSession: Camera State: OPEN', 'CameraSession: Camera State: OPEN'],
    [
      '(NOBRIDGE) ERROR  Error: react-native-worklets-core is not installed!, js engine: hermes',
      'ERROR Error: react-native-worklets-core is not installed!',
    ],
    [
      'at com.mrousavy.camera.frameprocessors.VisionCameraProxy.findCameraViewById(VisionCameraProxy.kt:45)',
      'at com.mrousavy.camera.frameprocessors.VisionCameraProxy.findCameraViewById(VisionCameraProxy)',
    ],
    [
      'W/System.err: com.mrousavy.camera.core.FocusNotSupportedError',
      'System.err: com.mrousavy.camera.core.FocusNotSupportedError',
    ],
    ['The given path (file:///data/user/0/com.example/cache/Camera) is invalid', 'The given path ( ) is invalid'],
    ['Abort at 0x7f3a2b10 in libVisionCamera.so', 'Abort at in libVisionCamera.so'],
  ])('reads %j as %j', (pasted, informative) => {
    expect(informativeText(pasted)).toBe(informative);
  });

  it('leaves typed words, error codes and relative paths alone', () => {
    for (const typed of ['capture/no-data', "2 files found with path 'lib/arm64-v8a/libreactnative.so'", 'zoom 0.5x'])
      expect(informativeText(typed)).toBe(typed);
  });
});

describe('long chunks of code', () => {
  it('carry their words, and the last word as a prefix when the chunk ends the query', () => {
    const [concept] = queryConcepts('com.mrousavy.camera.react.CameraDevicesManager.sendAvailableD');
    // Words in their indexed (stemmed) form: the class name, its camel-case parts, the method cut mid-word.
    expect(concept?.parts).toEqual(expect.arrayContaining(['cameradevicesmanag', 'devic', 'manag', 'sendavail']));
    expect(concept?.prefixPart).toBe('sendavail');
    expect(queryConcepts('com.mrousavy.camera.react.CameraDevicesManager is here')[0]?.prefixPart).toBeUndefined();
  });
});

describe('longestRun', () => {
  it('counts the longest stretch of query words a text holds in order', () => {
    const text = ' camera is closed when the app goes to the background ';
    expect(longestRun(text, ['camera', 'is', 'closed', 'again'])).toBe(3);
    expect(longestRun(text, ['closed', 'camera'])).toBe(1);
    expect(longestRun(text, ['nothing'])).toBe(0);
  });
});

const record = (path: string, position: number, patch: Partial<SearchRecord>): SearchRecord => ({
  objectID: `${path}#${position}`,
  url: `https://example.dev${path}`,
  type: 'content',
  hierarchy: { lvl0: 'Guides', lvl1: path, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  ...patch,
});

describe('problem sections', () => {
  const section = (lvl3: string) => ({
    lvl0: 'Guides',
    lvl1: 'Taking Photos',
    lvl2: 'Common problems',
    lvl3,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  const RECORDS: SearchRecord[] = [
    record('/docs/guides/taking-photos', 0, { type: 'lvl1', content: 'Capture photos.' }),
    record('/docs/guides/taking-photos', 1, {
      type: 'lvl3',
      url: 'https://example.dev/docs/guides/taking-photos#flash',
      hierarchy: section('Flash'),
    }),
    record('/docs/guides/taking-photos', 2, {
      url: 'https://example.dev/docs/guides/taking-photos#flash',
      hierarchy: section('Flash'),
      content: 'The torch stays on while a photo is taken with the flash.',
    }),
    record('/docs/guides/taking-photos', 3, {
      type: 'lvl3',
      url: 'https://example.dev/docs/guides/taking-photos#torch-off',
      hierarchy: section('Torch stays off when set at mount'),
      problem: true,
    }),
    record('/docs/guides/taking-photos', 4, {
      url: 'https://example.dev/docs/guides/taking-photos#torch-off',
      hierarchy: section('Torch stays off when set at mount'),
      content: 'Symptom: the torch is set when the camera opens, but the light stays off.',
      problem: true,
    }),
  ];

  it('survive packing: the flag reaches the browser', () => {
    const unpacked = unpackIndex(packIndex(RECORDS));
    expect(unpacked.map((entry) => entry.problem === true)).toEqual(RECORDS.map((entry) => entry.problem === true));
  });

  it('rank above other sections for a problem in words', () => {
    const engine = new LocalSearchEngine(RECORDS);
    expect(engine.search({ query: 'torch stays off' }).hits[0]?.url).toMatch(/#torch-off$/);
  });
});
