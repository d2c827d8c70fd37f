import { describe, expect, it } from 'vitest';
import {
  headingAnchor,
  headingMemberName,
  memberAnchors,
  pageHeadingAnchors,
} from '../../../../src/plugins/api-reference/server/apiReference.mjs';

describe('headingAnchor', () => {
  it.each([
    ['func', 'func'],
    ['options?', 'options'],
    ['frameProcessor', 'frameprocessor'],
    ['snake_case-name', 'snake_case-name'],
    ['two words', 'two-words'],
    ['outputOrientation', 'outputorientation'],
    ['onUIRotationChanged', 'onuirotationchanged'],
    ['focus', 'focus'],
  ])('%s → #%s', (name, anchor) => {
    expect(headingAnchor(name)).toBe(anchor);
  });
});

describe('pageHeadingAnchors', () => {
  it('numbers a heading text seen before on the same page, as Docusaurus does', () => {
    const anchorOf = pageHeadingAnchors();
    expect(['The C++ function', 'Setup', 'The C++ function'].map(anchorOf)).toEqual([
      'the-c-function',
      'setup',
      'the-c-function-1',
    ]);
  });
});

describe('memberAnchors', () => {
  it('slugs headings in page order, so a member named like an earlier parameter gets the -1 anchor', () => {
    const page = [
      '# Interface: CameraProps',
      '### onOutputOrientationChanged()?',
      '#### Parameters',
      '##### outputOrientation',
      '```ts',
      '### outputOrientation (in a code block: not a heading)',
      '```',
      '### outputOrientation?',
      '#### Parameters',
      '### ~~orientation?~~',
      '### \\_private',
    ].join('\n');
    expect(memberAnchors(page)).toEqual(
      new Map([
        ['onOutputOrientationChanged', 'onoutputorientationchanged'],
        ['outputOrientation', 'outputorientation-1'],
        ['orientation', 'orientation'],
        ['_private', '_private'],
      ]),
    );
  });

  it('numbers every repeat of a slug', () => {
    const anchors = memberAnchors(['#### Default', '### default', '#### Default', '### a'].join('\n'));
    expect(anchors.get('default')).toBe('default-1');
  });
});

describe('headingMemberName', () => {
  it.each([
    ['outputOrientation?', 'outputOrientation'],
    ['focus()', 'focus'],
    ['~~orientation?~~', 'orientation'],
    ['\\_private', '_private'],
    ['code', 'code'],
  ])('%s → %s', (heading, name) => {
    expect(headingMemberName(heading)).toBe(name);
  });
});
