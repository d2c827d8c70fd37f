import type {
  CodeScannerFrame,
  Frame,
  Orientation,
  Point,
} from 'react-native-vision-camera';

export type ResizeMode = 'cover' | 'contain';
export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** How the pixels of one buffer land in the `<Camera>` view. */
export type PreviewMapping = {
  /** Width and height of the buffer the positions refer to, as reported. */
  buffer: Size;
  /** Clockwise degrees (0, 90, 180 or 270) that turn the buffer upright on screen. */
  rotation: number;
  /** Whether the preview shows the upright buffer flipped left to right. */
  mirrored: boolean;
  /**
   * Width divided by height of what the preview stream shows, upright, when
   * the preview shows a centred crop of the buffer (as the Android preview
   * does of the 4:3 scan image). It cannot describe a preview that shows more
   * than the buffer.
   */
  previewAspectRatio?: number;
  /** Size of the `<Camera>` view in dp, from its `onLayout`. */
  view: Size;
  resizeMode: ResizeMode;
};

const DEGREES: Record<Orientation, number> = {
  portrait: 0,
  'landscape-left': 90,
  'portrait-upside-down': 180,
  'landscape-right': 270,
};

// The upright buffer, then the part of it the preview stream shows, then that
// part scaled and centred in the view as resizeMode says.
function layout(m: PreviewMapping) {
  'worklet';
  const turned = m.rotation === 90 || m.rotation === 270;
  const upright = turned
    ? { width: m.buffer.height, height: m.buffer.width }
    : m.buffer;
  let crop = { x: 0, y: 0, ...upright };
  const aspect = m.previewAspectRatio;
  if (aspect != null && aspect > 0) {
    if (upright.width / upright.height > aspect) {
      const width = upright.height * aspect;
      crop = { ...crop, x: (upright.width - width) / 2, width };
    } else {
      const height = upright.width / aspect;
      crop = { ...crop, y: (upright.height - height) / 2, height };
    }
  }
  const fit = m.resizeMode === 'cover' ? Math.max : Math.min;
  const scale = fit(m.view.width / crop.width, m.view.height / crop.height);
  return {
    upright,
    crop,
    scale,
    offsetX: (m.view.width - crop.width * scale) / 2,
    offsetY: (m.view.height - crop.height * scale) / 2,
  };
}

/** A position in the buffer, in the view's dp. Cover can put it outside the view. */
export function toView(point: Point, m: PreviewMapping): Point {
  'worklet';
  const { upright, crop, scale, offsetX, offsetY } = layout(m);
  const { width: w, height: h } = m.buffer;
  let x = point.x;
  let y = point.y;
  if (m.rotation === 90) [x, y] = [h - point.y, point.x];
  else if (m.rotation === 180) [x, y] = [w - point.x, h - point.y];
  else if (m.rotation === 270) [x, y] = [point.y, w - point.x];
  if (m.mirrored) x = upright.width - x;
  return {
    x: (x - crop.x) * scale + offsetX,
    y: (y - crop.y) * scale + offsetY,
  };
}

/** The inverse of `toView`: a point of the view, as a position in the buffer. */
export function fromView(point: Point, m: PreviewMapping): Point {
  'worklet';
  const { upright, crop, scale, offsetX, offsetY } = layout(m);
  const { width: w, height: h } = m.buffer;
  let x = (point.x - offsetX) / scale + crop.x;
  const y = (point.y - offsetY) / scale + crop.y;
  if (m.mirrored) x = upright.width - x;
  if (m.rotation === 90) return { x: y, y: h - x };
  if (m.rotation === 180) return { x: w - x, y: h - y };
  if (m.rotation === 270) return { x: w - y, y: x };
  return { x, y };
}

/** A rectangle of the buffer (a code's `frame`), as the rectangle it covers in the view. */
export function rectToView(rect: Rect, m: PreviewMapping): Rect {
  'worklet';
  const a = toView({ x: rect.x, y: rect.y }, m);
  const b = toView({ x: rect.x + rect.width, y: rect.y + rect.height }, m);
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

type ViewOptions = {
  view: Size;
  resizeMode: ResizeMode;
  isFrontCamera: boolean;
};

/**
 * A frame processor's `Frame` on the preview. `previewOrientation` is the
 * latest `onPreviewOrientationChanged` value: 'portrait' for a portrait UI.
 */
export function frameMapping(
  frame: Pick<Frame, 'width' | 'height' | 'orientation' | 'isMirrored'>,
  options: ViewOptions & { previewOrientation?: Orientation },
): PreviewMapping {
  'worklet';
  const target = DEGREES[options.previewOrientation ?? 'portrait'];
  // The arithmetic of frameRotation() on this page: an unmirrored front
  // camera sees the screen turn the other way round.
  const turn = options.isFrontCamera && !frame.isMirrored ? -target : target;
  return {
    buffer: { width: frame.width, height: frame.height },
    rotation: (turn - DEGREES[frame.orientation] + 720) % 360,
    // The preview always mirrors a front camera and never a back camera.
    mirrored: options.isFrontCamera !== frame.isMirrored,
    view: options.view,
    resizeMode: options.resizeMode,
  };
}

/**
 * The second argument of `onCodeScanned` on the preview, for a UI in the
 * screen's natural orientation (preview orientation 'portrait').
 */
export function codeScannerMapping(
  scannerFrame: CodeScannerFrame,
  options: ViewOptions & {
    platform: 'ios' | 'android';
    /** `device.sensorOrientation`; read on Android only. */
    sensorOrientation: Orientation;
    /**
     * Android: width / height of the upright preview stream, if not 4:3. With a
     * `format`, the preview has the shape of its video size when `video` is on,
     * of its photo size otherwise.
     */
    previewAspectRatio?: number;
  },
): PreviewMapping {
  'worklet';
  const { width, height } = scannerFrame;
  if (options.platform === 'ios') {
    // Positions of AVFoundation's metadata output: the unrotated picture,
    // upright when the phone is held 'landscape-right'.
    return {
      buffer: { width, height },
      rotation: options.isFrontCamera ? 270 : 90,
      mirrored: options.isFrontCamera,
      view: options.view,
      resizeMode: options.resizeMode,
    };
  }
  // ML Kit reports positions in the image already turned upright, while the
  // size is the image's before the turn.
  const sideways = DEGREES[options.sensorOrientation] % 180 !== 0;
  return {
    buffer: sideways ? { width: height, height: width } : { width, height },
    rotation: 0,
    mirrored: options.isFrontCamera,
    previewAspectRatio: options.previewAspectRatio,
    view: options.view,
    resizeMode: options.resizeMode,
  };
}
