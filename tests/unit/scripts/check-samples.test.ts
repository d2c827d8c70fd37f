import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../scripts/check-samples';

describe('extractSamples', () => {
  const mdx = [
    '# Title', // 1
    '', // 2
    '```tsx title="src/A.tsx"', // 3
    "import { Camera } from 'react-native-vision-camera';", // 4
    '```', // 5
    '', // 6
    '```bash', // 7
    '```tsx inside bash is not a sample', // 8
    '```', // 9
    '', // 10
    '```ts partial="a fragment"', // 11
    'frame.width;', // 12
    '```', // 13
    '```json', // 14
    '{}', // 15
    '```', // 16
    '```tsx partial', // 17
    'x;', // 18
    '```', // 19
  ].join('\n');

  it('finds ts/tsx blocks with their first code line, title and partial reason', () => {
    expect(extractSamples('guide', mdx)).toEqual([
      {
        guide: 'guide',
        line: 4,
        language: 'tsx',
        title: 'src/A.tsx',
        code: "import { Camera } from 'react-native-vision-camera';",
      },
      { guide: 'guide', line: 12, language: 'ts', partial: 'a fragment', code: 'frame.width;' },
      { guide: 'guide', line: 18, language: 'tsx', partial: 'marked partial', code: 'x;' },
    ]);
  });
});
