import { StyleSheet } from 'react-native';
import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react-native';
import type { Code } from 'react-native-vision-camera';
import { CodeHighlights } from '../src/CodeHighlights';

// A 400 × 300 scan, shown with contain in a 150 × 400 view: half size,
// 100 dp bars above and below (see previewCoordinates.test.ts).
const props = {
  scannerFrame: { width: 400, height: 300 },
  view: { width: 150, height: 400 },
  resizeMode: 'contain' as const,
  isFrontCamera: false,
  sensorOrientation: 'landscape-left' as const,
};
const code: Code = {
  type: 'qr',
  value: 'https://example.com',
  frame: { x: 100, y: 50, width: 100, height: 60 },
};

function boxes() {
  return screen
    .queryAllByTestId('code-highlight')
    .map((view) => StyleSheet.flatten(view.props.style));
}

test('iOS: the unrotated picture is turned a quarter clockwise', () => {
  render(<CodeHighlights {...props} platform="ios" codes={[code]} />);
  expect(boxes()).toMatchObject([
    { left: 95, top: 150, width: 30, height: 50 },
  ]);
});

test('Android: positions are upright, the scan size is swapped', () => {
  render(<CodeHighlights {...props} platform="android" codes={[code]} />);
  // Upright 300 × 400 scaled by 0.5, bars of 100 dp: (100, 50) → (50, 125).
  expect(boxes()).toMatchObject([
    { left: 50, top: 125, width: 50, height: 30 },
  ]);
});

test('codes without a frame are left out', () => {
  render(
    <CodeHighlights
      {...props}
      platform="android"
      codes={[{ type: 'qr', value: 'no position' }, code]}
    />,
  );
  expect(boxes()).toHaveLength(1);
});
