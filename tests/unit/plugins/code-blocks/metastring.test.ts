import { describe, expect, it } from 'vitest';
import { hasLineNumbers, languageOfClassName, titleOf } from '../../../../src/plugins/code-blocks/shared/metastring';

describe('titleOf', () => {
  it.each([
    ['title="src/App.tsx"', 'src/App.tsx'],
    ["partial title='two words.ts' showLineNumbers", 'two words.ts'],
    ['title="" showLineNumbers', ''],
    ['title="first" title="second"', 'first'],
  ])('reads the title of %s', (metastring, title) => {
    expect(titleOf(metastring)).toBe(title);
  });

  it.each([[undefined], [''], ['title=unquoted'], [`title="mixed quotes'`], ['{1,3}']])(
    'finds none in %s',
    (metastring) => {
      expect(titleOf(metastring)).toBe('');
    },
  );
});

describe('hasLineNumbers', () => {
  it('is true for showLineNumbers, also with a start line', () => {
    expect(hasLineNumbers('title="a.ts" showLineNumbers')).toBe(true);
    expect(hasLineNumbers('showLineNumbers=5')).toBe(true);
  });

  it('is false without it', () => {
    expect(hasLineNumbers(undefined)).toBe(false);
    expect(hasLineNumbers('title="showLine.ts" {1-2}')).toBe(false);
  });
});

describe('languageOfClassName', () => {
  it('reads the language- class among others', () => {
    expect(languageOfClassName('language-tsx')).toBe('tsx');
    expect(languageOfClassName('theme-code-block language-Kotlin extra')).toBe('Kotlin');
  });

  it('is undefined without one', () => {
    expect(languageOfClassName('')).toBeUndefined();
    expect(languageOfClassName('languages-ts code')).toBeUndefined();
  });
});
