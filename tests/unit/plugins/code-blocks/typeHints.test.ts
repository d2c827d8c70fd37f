import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesHtml, namesOfLine } from '../../../../src/plugins/code-blocks/shared/lines';
import {
  hintHtml,
  popupHtml,
  type CompactHintInfo,
  type TypeHintsData,
} from '../../../../src/plugins/code-blocks/shared/typeHints';
import { highlightCode } from '../../../../src/plugins/code-blocks/server/highlight';
import { createTypeHints } from '../../../../src/plugins/code-blocks/server/typeHints';
import {
  apiUrlResolver,
  namesOfSample,
  pageTypeHintsData,
} from '../../../../src/plugins/code-blocks/server/typeHints/encode';
import { computeTypeHints, type SampleHints } from '../../../../src/plugins/code-blocks/server/typeHints/quickInfo.mjs';
import { effectBadges, PLATFORM_BADGE_CLASSES } from '../../../../src/plugins/problems/server/badges.mjs';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLE = path.join(ROOT, '.samples/__type-hints-test__/Screen.tsx');

const hintsOf = (code: string): SampleHints => {
  const [[, hints] = []] = [...computeTypeHints(new Map([[SAMPLE, code]]), ROOT)];
  if (!hints) throw new Error('no hints computed');
  return hints;
};

const OPTIONS = {
  apiUrlOf: ({ name, member }: { name: string; member?: string }) =>
    `/docs/api/x/${name}${member ? `#${member.toLowerCase()}` : ''}`,
  highlightSignature: (signature: string, types: string[]) =>
    highlightCode(signature, { language: 'typescript', metastring: undefined, magicComments: [], types }).tokens,
};

/** The pages' data files, by address, as the browser would fetch them. */
const served = new Map<string, TypeHintsData>();
const load = (url: string) => {
  const data = served.get(url);
  return data ? Promise.resolve(data) : Promise.reject(new Error(`404 ${url}`));
};
/** Serves a page's data and returns its address. */
function servePage(data: TypeHintsData): string {
  const url = `/assets/type-hints/page${served.size}.json`;
  served.set(url, data);
  return url;
}

/** The popup text of every name of a sample, as the browser shows them: build-time encoding, then the page's code. */
async function popupsOf(code: string, options: Parameters<typeof pageTypeHintsData>[2] = OPTIONS): Promise<string[]> {
  const highlighted = highlightCode(code, { language: 'tsx', metastring: undefined, magicComments: [] });
  const names = namesOfSample(code, 'tsx', highlighted.code);
  if (!names) throw new Error('no names');
  const url = servePage(pageTypeHintsData([names.block], new Map([[code, hintsOf(code)]]), options));
  // The markup wraps as many names as the data has hints for.
  expect(linesHtml(highlighted, false, names.names).match(/type-hint/g)).toHaveLength(names.block.names.length);
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return Promise.all(
    names.block.names.map(async (_, position) => text((await hintHtml(`${url}#0`, position, load)) ?? '')),
  );
}

describe('type hints of a sample', () => {
  const before = [
    "import { useCameraDevice } from 'react-native-vision-camera';",
    "const device = useCameraDevice('back');",
  ].join('\n');

  it('show the quick info of each name, with the doc comment and an API link for library symbols', async () => {
    const popups = await popupsOf(before);
    expect(popups).toContain('const device: CameraDevice | undefined');
    const hook = popups.find((popup) => popup.startsWith('(alias) function useCameraDevice('));
    expect(hook).toMatch(/\): CameraDevice \| undefinedGet the best matching Camera device/);
    expect(hook).toMatch(/useCameraDevice in the API reference$/);
  }, 60_000);

  it('change when the sample changes the type', async () => {
    const after = await popupsOf(before.replace("useCameraDevice('back');", "useCameraDevice('back')!;"));
    expect(after).toContain('const device: CameraDevice');
    expect(after).not.toContain('const device: CameraDevice | undefined');
  }, 60_000);

  it("show a path to another sample file from the sample app's root, not from this machine's folders", () => {
    const code = "type Screen = typeof import('./Screen');\nexport const screen: Screen | undefined = undefined;";
    const signatures = hintsOf(code).infos.map((info) => info.signature);
    expect(signatures).toContain('type Screen = typeof import("Screen")');
    expect(signatures.join('\n')).not.toContain(ROOT);
  }, 60_000);

  it('link a member to its heading on the API page of the type that declares it', () => {
    const code = [
      "import { useCameraDevice } from 'react-native-vision-camera';",
      "const formats = useCameraDevice('back')?.formats;",
    ].join('\n');
    const hints = hintsOf(code);
    const property = hints.infos.find((info) => info.signature.startsWith('(property) CameraDevice.formats'));
    expect(property?.symbol).toEqual({ name: 'CameraDevice', member: 'formats' });
    // A local name is not the library's.
    expect(hints.infos.find((info) => info.signature.startsWith('const formats'))?.symbol).toBeUndefined();
  }, 60_000);

  it("link a JSX prop of the library's component to the member of its props type", () => {
    const code = [
      "import { View } from 'react-native';",
      "import { Camera, useCameraDevice } from 'react-native-vision-camera';",
      "const device = useCameraDevice('back')!;",
      'export const screen = (',
      '  <View style={{ flex: 1 }}>',
      '    <Camera device={device} isActive={true} photoHdr />',
      '  </View>',
      ');',
    ].join('\n');
    const { infos } = hintsOf(code);
    const symbolOf = (start: string) => infos.find((info) => info.signature.startsWith(start))?.symbol;
    expect(symbolOf('(property) photoHdr')).toEqual({ name: 'CameraProps', member: 'photoHdr' });
    expect(symbolOf('(property) isActive')).toEqual({ name: 'CameraProps', member: 'isActive' });
    // React Native's component is not the library's.
    expect(symbolOf('(property) style')).toBeUndefined();
  }, 60_000);
});

describe('platform pills in type hints', () => {
  const code = [
    "import { Camera, useCameraDevice, useCodeScanner } from 'react-native-vision-camera';",
    'export function Screen() {',
    "  const device = useCameraDevice('back');",
    '  const scanner = useCodeScanner({',
    "    codeTypes: ['qr'],",
    '    regionOfInterest: { x: 0, y: 0, width: 1, height: 1 },',
    '    onCodeScanned: () => undefined,',
    '  });',
    '  if (device == null) return null;',
    '  return <Camera device={device} isActive={true} codeScanner={scanner} videoStabilizationMode="off" />;',
    '}',
  ].join('\n');

  it('read the @platform tag of library members only', () => {
    const infos = hintsOf(code).infos;
    const of = (member: string) => infos.find((info) => info.symbol?.member === member);
    expect(of('regionOfInterest')?.platform).toBe('iOS');
    expect(of('videoStabilizationMode')?.platform).toBeUndefined();
    expect(infos.filter((info) => info.platform !== undefined).map((info) => info.symbol?.member)).toEqual([
      'regionOfInterest',
    ]);
  }, 60_000);

  it('show "iOS only" from the tag and "No effect on …" from the known issues, as on the API page', async () => {
    const popups = await popupsOf(code, { ...OPTIONS, effectsOf: effectBadges(ROOT) });
    const popup = (start: string) => popups.find((text) => text.startsWith(start)) ?? '';
    expect(popup('(property) CodeScanner.regionOfInterest?')).toMatch(/undefinediOS onlyCrops the scanner/);
    expect(popup('(property) videoStabilizationMode?')).toContain('No effect on Android');
    expect(popup('(property) isActive')).not.toMatch(/ only|No effect/);
    expect(popups.filter((text) => / only|No effect on/.test(text))).toHaveLength(2);
  }, 60_000);

  it('are written with the classes of the API page pills, between signature and doc', () => {
    const html = popupHtml(['x', '', 'Doc.', '/docs/api/a', 'A', [], ['iOS only', 'No effect on Android']], []);
    expect(html).toContain(
      `</code><p><span class="${PLATFORM_BADGE_CLASSES}">iOS only</span> ` +
        `<span class="${PLATFORM_BADGE_CLASSES}">No effect on Android</span></p><p>Doc.</p>`,
    );
  });
});

describe('names in the code markup', () => {
  it('wrap whole tokens, split a token where a name starts or ends, and make the first name the tab stop', () => {
    expect(namesOfLine('const fooBar = a.$b;', '6,3,1')).toEqual([6, 6, 15, 1, 17, 2]);
    const html = linesHtml(
      { code: 'a.bc;\nx', tokens: '0,3,1,2;0,1', tokenTypes: 'plain|punctuation', lineClasses: '' },
      false,
      '2;0',
    );
    // Plain text has no span of its own (see lines.ts).
    expect(html).toBe(
      '<span class="token-line">a.' +
        '<span class="type-hint" tabindex="0">b' +
        '<span class="token punctuation">c</span></span><span class="token punctuation">;</span><br></span>' +
        '<span class="token-line"><span class="type-hint">x</span><br></span>',
    );
  });

  it('are every identifier of the sample, found from the syntax, each written as the gap from the previous one', () => {
    expect(namesOfSample('const ab = cd.ef;', 'ts', 'const ab = cd.ef;')).toEqual({
      names: '6,3,1',
      block: {
        code: 'const ab = cd.ef;',
        names: [
          [0, 6],
          [0, 11],
          [0, 14],
        ],
      },
    });
    // A closing JSX tag repeats its opening tag: only the opening one is a name.
    expect(namesOfSample('const v = <View></View>;', 'tsx', 'const v = <View></View>;')?.names).toBe('6,4');
  });

  it('keep their positions when magic comments are removed from the shown code', () => {
    const code = 'const a = 1;\n// highlight-next-line\nconst b = a;';
    const names = namesOfSample(code, 'ts', 'const a = 1;\nconst b = a;');
    expect(names?.names).toBe('6;6,3');
    expect(names?.block.names).toEqual([
      [0, 6],
      [2, 6],
      [2, 10],
    ]);
  });

  it('point each name to its hint in the page data, one entry per distinct hint, -1 when there is none', async () => {
    const sample: SampleHints = {
      code: 'const ab = cd.ef;',
      hints: [
        [0, 6, 2, 0],
        [0, 14, 2, 1],
      ],
      infos: [
        { signature: 'const ab: number', doc: '' },
        { signature: '(property) ef: number', doc: '' },
      ],
    };
    const block = namesOfSample(sample.code, 'ts', sample.code)?.block;
    if (!block) throw new Error('no names');
    const data = pageTypeHintsData([block, block], new Map([[sample.code, sample]]), OPTIONS);
    expect(data.infos.map((info) => info[0])).toEqual(['const ab: number', '(property) ef: number']);
    expect(data.blocks).toEqual([
      [0, -1, 1],
      [0, -1, 1],
    ]);
    const url = servePage(data);
    const shown = await Promise.all([0, 1, 2].map((position) => hintHtml(`${url}#1`, position, load)));
    expect(shown.map((html) => html?.replace(/<[^>]+>/g, ''))).toEqual([
      'const ab: number',
      undefined,
      '(property) ef: number',
    ]);
  });

  it('fail without caching when the page data cannot load, so the next opening tries again', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve<TypeHintsData>({ types: [], infos: [['x', '', '']], blocks: [[0]] });
    };
    await expect(hintHtml('/flaky.json#0', 0, flaky)).rejects.toThrow('offline');
    expect(await hintHtml('/flaky.json#0', 0, flaky)).toContain('x');
    // Loaded once: the third opening does not fetch again.
    expect(await hintHtml('/flaky.json#0', 0, flaky)).toContain('x');
    expect(calls).toBe(2);
  });

  it('escape signatures and docs, and render backtick spans as code', () => {
    const info: CompactHintInfo = ['type A = "<b>"', '', 'Use `x` & <i>y</i>', '/docs/api/a', 'A'];
    const html = popupHtml(info, []);
    expect(html).toContain('type A = "&lt;b&gt;"');
    expect(html).toContain('<p>Use <code>x</code> &amp; &lt;i&gt;y&lt;/i&gt;</p>');
    expect(html).toContain('<a class="type-hint-link" href="/docs/api/a">A in the API reference</a>');
  });
});

describe('API links of library symbols', () => {
  const apiDir = mkdtempSync(path.join(os.tmpdir(), 'api-'));
  afterAll(() => rmSync(apiDir, { recursive: true, force: true }));
  mkdirSync(path.join(apiDir, 'classes'));
  writeFileSync(
    path.join(apiDir, 'classes/Camera.md'),
    '# Class: Camera\n\n## Methods\n\n### takePhoto()\n\n#### Returns\n\n### focus()\n\n## Properties\n\n### props?\n',
  );
  const apiUrlOf = apiUrlResolver({ apiDir, apiRoute: '/docs/api', baseUrl: '/' });

  it('point to the symbol page and the member heading TypeDoc wrote', () => {
    expect(apiUrlOf({ name: 'Camera' })).toBe('/docs/api/classes/Camera');
    expect(apiUrlOf({ name: 'Camera', member: 'takePhoto' })).toBe('/docs/api/classes/Camera#takephoto');
    expect(apiUrlOf({ name: 'Camera', member: 'props' })).toBe('/docs/api/classes/Camera#props');
    // A member without a heading links to the page; a symbol without a page has no link.
    expect(apiUrlOf({ name: 'Camera', member: 'render' })).toBe('/docs/api/classes/Camera');
    expect(apiUrlOf({ name: 'NotExported' })).toBeUndefined();
  });
});

describe('the build session', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(path.join(site, 'docs/guides'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  writeFileSync(path.join(site, 'package-lock.json'), '{}');
  const code =
    "import { useCameraDevice } from 'react-native-vision-camera';\nexport const device = useCameraDevice('back');";
  writeFileSync(path.join(site, 'docs/guides/guide.mdx'), `# Guide\n\n\`\`\`tsx\n${code}\n\`\`\`\n`);
  const cacheFile = path.join(site, 'node_modules/.cache/vision-camera-docs/type-hints/guide.json');
  afterAll(() => rmSync(cacheFile, { force: true }));

  it('computes a guide in a worker, caches it, and reads the cache in the next build', async () => {
    const first = await createTypeHints(site).forGuide('guide');
    expect(first.get(code)?.infos.map((info) => info.signature)).toContain('const device: CameraDevice | undefined');

    // The next build reads the cache: a result changed on disk comes back as it is.
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; samples: SampleHints[] };
    cached.samples[0]?.infos.push({ signature: 'from the cache', doc: '' });
    writeFileSync(cacheFile, JSON.stringify(cached));
    const second = await createTypeHints(site).forGuide('guide');
    expect(second.get(code)?.infos.at(-1)?.signature).toBe('from the cache');

    // Editing the sample misses the cache.
    const edited = code.replace("('back');", "('back')!;");
    writeFileSync(path.join(site, 'docs/guides/guide.mdx'), `# Guide\n\n\`\`\`tsx\n${edited}\n\`\`\`\n`);
    const session = createTypeHints(site);
    const third = await session.forGuide('guide');
    expect(third.get(edited)?.infos.map((info) => info.signature)).toContain('const device: CameraDevice');

    // A page's data file is written once the guide's hints are there, and settled when all are.
    const dataFile = path.join(site, 'data/page.json');
    session.writePageData('guide', dataFile, (hints) => JSON.stringify([...hints.keys()]));
    await session.settled();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual([edited]);
  }, 120_000);
});
