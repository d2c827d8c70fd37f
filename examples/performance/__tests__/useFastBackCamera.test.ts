import { expect, test } from '@jest/globals';
import { renderHook } from '@testing-library/react-native';
import { useCameraDevice } from 'react-native-vision-camera';
import { useFastBackCamera } from '../src/useFastBackCamera';

test('picks the single wide-angle back camera', () => {
  const { result } = renderHook(() => useFastBackCamera());
  expect(result.current?.id).toBe('back-wide');
});

test('useCameraDevice without a filter already prefers it to the multi-cameras', () => {
  const { result } = renderHook(() => useCameraDevice('back'));
  expect(result.current?.id).toBe('back-wide');
});

test('a filter with all three lenses picks the multi-camera instead', () => {
  const { result } = renderHook(() =>
    useCameraDevice('back', {
      physicalDevices: [
        'ultra-wide-angle-camera',
        'wide-angle-camera',
        'telephoto-camera',
      ],
    }),
  );
  expect(result.current?.id).toBe('back-triple');
});
