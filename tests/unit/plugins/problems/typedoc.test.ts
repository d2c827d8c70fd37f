/** Known-issue notes go under the member they concern, after its "Defined in" line, on the generated API pages. */
import { describe, expect, it } from 'vitest';
import { insertNotes } from '../../../../src/plugins/problems/typedoc/index.mjs';

const PAGE = [
  '# Interface: CameraProps',
  '',
  'Defined in: [src/types/CameraProps.ts:33](x)',
  '',
  '## Properties',
  '',
  '### photoHdr?',
  '',
  '> `optional` **photoHdr?**: `boolean`',
  '',
  'Defined in: [src/types/CameraProps.ts:228](x)',
  '',
  'Enables photo HDR.',
  '',
  '### zoom?',
  '',
  'Defined in: [src/types/CameraProps.ts:130](x)',
].join('\n');

describe('insertNotes', () => {
  it('puts a member note after its Defined in line, and a symbol note after the title', () => {
    const out = insertNotes(
      PAGE,
      new Map([
        ['photoHdr', ['NOTE-HDR']],
        ['', ['NOTE-SYMBOL']],
      ]),
    ).split('\n');
    expect(out.indexOf('NOTE-SYMBOL')).toBe(out.indexOf('Defined in: [src/types/CameraProps.ts:33](x)') + 2);
    const hdr = out.indexOf('NOTE-HDR');
    expect(hdr).toBe(out.indexOf('Defined in: [src/types/CameraProps.ts:228](x)') + 2);
    expect(hdr).toBeLessThan(out.indexOf('Enables photo HDR.'));
    expect(out.filter((line) => line.startsWith('NOTE'))).toHaveLength(2);
  });

  it('leaves a page without notes as it is', () => {
    expect(insertNotes(PAGE, new Map())).toBe(PAGE);
  });
});
