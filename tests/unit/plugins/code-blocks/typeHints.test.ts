import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesHtml, namesOfLine } from '../../../../src/components/StaticCodeBlock/lines';
import { hintHtml, popupHtml, type CompactHintInfo } from '../../../../src/components/StaticCodeBlock/typeHints';
import { registerTypeHints } from '../../../../src/components/StaticCodeBlock/typeHintsRegistry';
import { highlightCode } from '../../../../src/plugins/code-blocks/highlight';
import { createTypeHints } from '../../../../src/plugins/code-blocks/typeHints';
import { apiUrlResolver, PageTypeHints } from '../../../../src/plugins/code-blocks/typeHints/encode';
import { computeTypeHints, type SampleHints } from '../../../../src/plugins/code-blocks/typeHints/quickInfo.mjs';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLE = path.join(ROOT, '.samples/__type-hints-test__/Screen.tsx');

const hintsOf = (code: string): SampleHints => {
  const [[, hints] = []] = [...computeTypeHints(new Map([[SAMPLE, code]]), ROOT)];
  if (!hints) throw new Error('no hints computed');
  return hints;
};

const newPage = () =>
  new PageTypeHints({
    apiUrlOf: ({ name, member }) => `/docs/api/x/${name}${member ? `#${member.toLowerCase()}` : ''}`,
    highlightSignature: (signature, types) =>
      highlightCode(signature, { language: 'typescript', metastring: undefined, magicComments: [], types }).tokens,
  });

let pages = 0;
/** The popup text of every name of a sample, as the browser shows them: build-time encoding, then the page's code. */
async function popupsOf(code: string): Promise<string[]> {
  const highlighted = highlightCode(code, { language: 'tsx', metastring: undefined, magicComments: [] });
  const page = newPage();
  const block = page.add(hintsOf(code), highlighted.code);
  const data = page.file;
  if (!block || !data) throw new Error('no names');
  const id = `page${(pages += 1)}`;
  registerTypeHints(id, () => Promise.resolve(data));
  const names = (linesHtml(highlighted, false, block.names).match(/type-hint/g) ?? []).length;
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return Promise.all(
    Array.from({ length: names }, async (_, position) =>
      text((await hintHtml(`${id}:${block.block}`, position)) ?? ''),
    ),
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
});

describe('names in the code markup', () => {
  it('wrap whole tokens, split a token where a name starts or ends, and make the first name the tab stop', () => {
    expect(namesOfLine('const fooBar = a.$b;', '6,3,1')).toEqual([6, 6, 15, 1, 17, 2]);
    const html = linesHtml(
      { code: 'a.bc;\nx', tokens: '0,3,1,2;0,1', tokenTypes: 'plain|punctuation', lineClasses: '' },
      false,
      '2;0',
    );
    expect(html).toBe(
      '<span class="token-line"><span class="token plain">a.</span>' +
        '<span class="type-hint" tabindex="0"><span class="token plain">b</span>' +
        '<span class="token punctuation">c</span></span><span class="token punctuation">;</span><br></span>' +
        '<span class="token-line"><span class="type-hint"><span class="token plain">x</span></span><br></span>',
    );
  });

  it('are found by their position in the block: sorted per line, none inside another', async () => {
    const sample: SampleHints = {
      code: 'ab cd ef',
      hints: [
        [0, 6, 2, 2],
        [0, 0, 2, 0],
        [0, 3, 2, 1],
        [0, 1, 1, 3],
      ],
      infos: ['ab', 'cd', 'ef', 'b'].map((signature) => ({ signature, doc: '' })),
    };
    const page = newPage();
    // `b` inside `ab` is dropped; the others are in column order.
    // Each name is the gap from the previous name's end; its length is the identifier's.
    expect(page.add(sample, sample.code)).toEqual({ block: 0, names: '0,1,1' });
    registerTypeHints('sorted', () => Promise.resolve(page.file as never));
    const shown = await Promise.all([0, 1, 2, 3].map((position) => hintHtml('sorted:0', position)));
    expect(shown.map((html) => html?.replace(/<[^>]+>/g, ''))).toEqual(['ab', 'cd', 'ef', undefined]);
  });

  it('keep their positions when magic comments are removed from the shown code', () => {
    const sample: SampleHints = {
      code: 'const a = 1;\n// highlight-next-line\nconst b = a;',
      hints: [
        [0, 6, 1, 0],
        [2, 6, 1, 1],
      ],
      infos: [
        { signature: 'const a: 1', doc: '' },
        { signature: 'const b: 1', doc: '' },
      ],
    };
    expect(newPage().add(sample, 'const a = 1;\nconst b = a;')?.names).toBe('6;6');
  });

  it('share one data file per page, each distinct hint once', () => {
    const page = newPage();
    const sample: SampleHints = { code: 'a', hints: [[0, 0, 1, 0]], infos: [{ signature: 'const a: 1', doc: '' }] };
    expect(page.add(sample, 'a')?.block).toBe(0);
    expect(page.add(sample, 'a')?.block).toBe(1);
    expect(page.file?.infos).toHaveLength(1);
    expect(page.file?.blocks).toEqual([[0], [0]]);
  });

  it('fail without caching when the page data cannot load, so the next opening tries again', async () => {
    let calls = 0;
    registerTypeHints('offline', () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ types: [], infos: [['x', '', '']], blocks: [[0]] });
    });
    await expect(hintHtml('offline:0', 0)).rejects.toThrow('offline');
    expect(await hintHtml('offline:0', 0)).toContain('x');
    expect(await hintHtml('unknown:0', 0)).toBeUndefined();
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
    const third = await createTypeHints(site).forGuide('guide');
    expect(third.get(edited)?.infos.map((info) => info.signature)).toContain('const device: CameraDevice');
  }, 120_000);
});
