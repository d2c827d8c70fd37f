import { describe, expect, test } from '@jest/globals';
import {
  CameraCaptureError,
  CameraRuntimeError,
  tryParseNativeCameraError,
  type ErrorWithCause,
} from 'react-native-vision-camera';
import { describeForUser } from '../src/cameraErrorCode';
import { describeCameraError } from '../src/describeCameraError';

/** An error as the native side sends it, made into the library's class the way the library does. */
function cameraError(
  code: string,
  message = 'Native message',
  cause?: ErrorWithCause,
) {
  const error = tryParseNativeCameraError({ code, message, cause });
  if (
    error instanceof CameraRuntimeError ||
    error instanceof CameraCaptureError
  )
    return error;
  throw new Error(`not a camera error: ${code}`);
}

describe('describeForUser', () => {
  test('names a code of the unions', () => {
    expect(
      describeForUser(cameraError('permission/camera-permission-denied')),
    ).toBe('Camera access is turned off for this app.');
  });

  test('names the codes the unions leave out, as the native side sends them', () => {
    expect(describeForUser(cameraError('device/fatal-error'))).toBe(
      'The camera stopped working. Restart your phone and try again.',
    );
    expect(
      describeForUser(cameraError('code-scanner/not-compatible-with-outputs')),
    ).toBe('This phone cannot scan codes while taking photos or videos.');
  });

  test('falls back for every other code', () => {
    expect(describeForUser(cameraError('EUNSPECIFIED'))).toBe(
      'The camera stopped unexpectedly.',
    );
  });
});

describe('describeCameraError', () => {
  const chain: ErrorWithCause = {
    message: 'Outer cause',
    cause: { message: 'Inner cause' },
  };

  test('prints an instance with the native cause chain its cause getter hides', () => {
    const error = cameraError('unknown/unknown', 'The session failed', chain);
    expect(error.cause?.message).toBe('[undefined]: Outer cause');
    const text = describeCameraError(error);
    expect(text).toMatch(/^\[unknown\/unknown\]: The session failed/);
    expect(text).toContain('Inner cause');
  });

  test('walks the raw chain of the plain object onRecordingError receives', () => {
    const plain = {
      code: 'capture/recording-canceled',
      message: 'Canceled',
      cause: chain,
    };
    expect(describeCameraError(plain)).toBe(
      [
        '[capture/recording-canceled] Canceled',
        '  caused by: Outer cause',
        '    caused by: Inner cause',
      ].join('\n'),
    );
  });

  test('prints anything else as a string', () => {
    expect(describeCameraError(new TypeError('Not a camera error'))).toBe(
      'TypeError: Not a camera error',
    );
  });
});
