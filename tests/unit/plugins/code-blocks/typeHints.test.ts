import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesHtml } from '../../../../src/components/StaticCodeBlock/lines';
import { popupsHtml } from '../../../../src/components/StaticCodeBlock/typeHints';
import { highlightCode } from '../../../../src/plugins/code-blocks/highlight';
import { createTypeHints } from '../../../../src/plugins/code-blocks/typeHints';
import { apiUrlResolver, encodeHints } from '../../../../src/plugins/code-blocks/typeHints/encode';
import { computeTypeHints, type SampleHints } from '../../../../src/plugins/code-blocks/typeHints/quickInfo.mjs';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLE = path.join(ROOT, '.samples/__type-hints-test__/Screen.tsx');

const hintsOf = (code: string): SampleHints => {
  const [[, hints] = []] = [...computeTypeHints(new Map([[SAMPLE, code]]), ROOT)];
  if (!hints) throw new Error('no hints computed');
  return hints;
};

/** The popup markup of a sample as the page shows it: build-time encoding, then the component's rendering. */
const popupsOf = (code: string) => {
  const highlighted = highlightCode(code, { language: 'tsx', metastring: undefined, magicComments: [] });
  const types = highlighted.tokenTypes.split('|');
  const encoded = encodeHints(hintsOf(code), highlighted.code, types, {
    apiUrlOf: ({ name, member }) => `/docs/api/x/${name}${member ? `#${member.toLowerCase()}` : ''}`,
    highlightSignature: (signature, shared) =>
      highlightCode(signature, { language: 'typescript', metastring: undefined, magicComments: [], types: shared })
        .tokens,
  });
  if (!encoded) throw new Error('nothing encoded');
  const markup = popupsHtml(encoded.hintInfos, types.join('|'), 'p');
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return markup.split('</div>').map(text);
};

describe('type hints of a sample', () => {
  const before = [
    "import { useCameraDevice } from 'react-native-vision-camera';",
    "const device = useCameraDevice('back');",
  ].join('\n');

  it('show the quick info of each name, with the doc comment and an API link for library symbols', () => {
    const popups = popupsOf(before);
    expect(popups).toContain('const device: CameraDevice | undefined');
    const hook = popups.find((popup) => popup.startsWith('(alias) function useCameraDevice('));
    expect(hook).toMatch(/\): CameraDevice \| undefinedGet the best matching Camera device/);
    expect(hook).toMatch(/useCameraDevice in the API reference$/);
  }, 60_000);

  it('change when the sample changes the type', () => {
    const after = popupsOf(before.replace("useCameraDevice('back');", "useCameraDevice('back')!;"));
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
    const html = linesHtml(
      { code: 'a.bc;\nx', tokens: '0,3,1,2;0,1', tokenTypes: 'plain|punctuation', lineClasses: '' },
      false,
      { hints: '2,2,0;0,1,1', idPrefix: 'p' },
    );
    expect(html).toBe(
      '<span class="token-line"><span class="token plain">a.</span>' +
        '<span class="type-hint" tabindex="0" aria-describedby="p0"><span class="token plain">b</span>' +
        '<span class="token punctuation">c</span></span><span class="token punctuation">;</span><br></span>' +
        '<span class="token-line"><span class="type-hint" tabindex="-1" aria-describedby="p1">' +
        '<span class="token plain">x</span></span><br></span>',
    );
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
    const encoded = encodeHints(sample, 'const a = 1;\nconst b = a;', [], {
      apiUrlOf: () => undefined,
      highlightSignature: () => '',
    });
    expect(encoded?.hints).toBe('6,1,0;6,1,1');
  });

  it('escape signatures and docs, and render backtick spans as code', () => {
    const html = popupsHtml(
      JSON.stringify([['type A = "<b>"', '', 'Use `x` & <i>y</i>', '/docs/api/a', 'A']]),
      '',
      'p',
    );
    expect(html).toContain('type A = "&lt;b&gt;"');
    expect(html).toContain('<p>Use <code>x</code> &amp; &lt;i&gt;y&lt;/i&gt;</p>');
    expect(html).toContain('<a class="type-hint-link" href="/docs/api/a">A in the API reference</a>');
    expect(html).toContain('id="p0" role="tooltip" hidden');
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
