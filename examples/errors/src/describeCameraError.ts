import {
  CameraCaptureError,
  CameraRuntimeError,
  isErrorWithCause,
  tryParseNativeCameraError,
  type ErrorWithCause,
} from 'react-native-vision-camera';

function describeCause(cause: ErrorWithCause, depth: number): string[] {
  const lines = [`${'  '.repeat(depth)}caused by: ${cause.message}`];
  // highlight-next-line
  if (cause.cause != null) lines.push(...describeCause(cause.cause, depth + 1));
  return lines;
}

export function describeCameraError(error: unknown): string {
  // Instances (onError, rejected method calls): their `cause` getter returns a
  // one-line Error, so toString() is the only way to the stored native chain.
  if (
    error instanceof CameraCaptureError ||
    error instanceof CameraRuntimeError
  ) {
    return error.toString();
  }

  // Plain objects, such as the one onRecordingError receives, still hold the
  // raw chain.
  // highlight-next-line
  const parsed = tryParseNativeCameraError(error);
  const isCameraError =
    parsed instanceof CameraCaptureError ||
    parsed instanceof CameraRuntimeError;
  if (!isCameraError) return String(error);

  const lines = [`[${parsed.code}] ${parsed.message}`];
  const rawCause =
    typeof error === 'object' && error != null && 'cause' in error
      ? error.cause
      : undefined;
  if (isErrorWithCause(rawCause)) lines.push(...describeCause(rawCause, 1));
  return lines.join('\n');
}
