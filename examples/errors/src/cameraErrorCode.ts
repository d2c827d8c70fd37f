import type {
  CameraCaptureError,
  CameraRuntimeError,
  CodeScannerError,
} from 'react-native-vision-camera';

/** Codes that VisionCamera 4.7.3 sends although its unions leave them out. */
export type UnlistedCameraErrorCode =
  | 'permission/location-permission-denied'
  | 'device/fatal-error'
  | 'session/recoverable-error'
  | 'device/flash-not-available'
  | 'device/flash-unavailable'
  | 'capture/flash-not-available'
  | 'capture/invalid-recorder-configuration'
  | 'system/hardware-buffers-unavailable'
  | 'NO_ACTIVITY'
  // Every failure of takeSnapshot() on Android.
  | 'EUNSPECIFIED';

export type AnyCameraErrorCode =
  | CameraRuntimeError['code']
  | CameraCaptureError['code']
  // A union of its own: it reaches onError on iOS, but is no code of
  // CameraRuntimeError.
  | CodeScannerError
  | UnlistedCameraErrorCode;

/** The code of a camera error, typed so a switch can name every code sent. */
export function cameraErrorCode(
  error: CameraRuntimeError | CameraCaptureError,
): AnyCameraErrorCode {
  return error.code;
}

export function describeForUser(
  error: CameraRuntimeError | CameraCaptureError,
): string {
  // highlight-next-line
  switch (cameraErrorCode(error)) {
    case 'permission/camera-permission-denied':
      return 'Camera access is turned off for this app.';
    case 'permission/location-permission-denied':
      return 'Location access is turned off for this app.';
    case 'device/fatal-error':
      return 'The camera stopped working. Restart your phone and try again.';
    case 'code-scanner/not-compatible-with-outputs':
      return 'This phone cannot scan codes while taking photos or videos.';
    default:
      return 'The camera stopped unexpectedly.';
  }
}
