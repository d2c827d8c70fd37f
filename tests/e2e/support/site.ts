import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * Every API page, by TypeDoc kind folder, at the path the original site used. Written out by hand, so a page that
 * TypeDoc moves or drops fails the test.
 */
export const API_PAGES = {
  classes: ['Camera', 'CameraCaptureError', 'CameraRuntimeError'],
  functions: [
    'createFrameProcessor',
    'createSkiaFrameProcessor',
    'getCameraDevice',
    'getCameraFormat',
    'isErrorWithCause',
    'runAsync',
    'runAtTargetFps',
    'tryParseNativeCameraError',
    'useCameraDevice',
    'useCameraDevices',
    'useCameraFormat',
    'useCameraPermission',
    'useCodeScanner',
    'useFrameProcessor',
    'useLocationPermission',
    'useMicrophonePermission',
    'useSkiaFrameProcessor',
  ],
  interfaces: [
    'CameraDevice',
    'CameraDeviceFormat',
    'CameraProps',
    'Code',
    'CodeScanner',
    'CodeScannerFrame',
    'DeviceFilter',
    'DrawableFrame',
    'DrawableFrameProcessor',
    'ErrorWithCause',
    'FormatFilter',
    'Frame',
    'FrameProcessorPlugin',
    'NativeBuffer',
    'OnShutterEvent',
    'PhotoFile',
    'Point',
    'ReadonlyFrameProcessor',
    'RecordVideoOptions',
    'TakePhotoOptions',
    'TakeSnapshotOptions',
    'VideoFile',
  ],
  'type-aliases': [
    'AutoFocusSystem',
    'CameraPermissionRequestResult',
    'CameraPermissionStatus',
    'CameraPosition',
    'CaptureError',
    'CodeScannerError',
    'CodeType',
    'DeviceError',
    'FormatError',
    'Orientation',
    'OutputOrientation',
    'ParameterError',
    'PermissionError',
    'PhysicalCameraDeviceType',
    'PixelFormat',
    'SessionError',
    'SnapshotFile',
    'SystemError',
    'UnknownError',
    'VideoStabilizationMode',
  ],
  variables: ['Templates', 'VisionCameraProxy'],
} as const;

/** The heading TypeDoc writes for each kind folder, e.g. "Function: runAsync()". */
export const API_HEADING_PREFIX: Record<keyof typeof API_PAGES, string> = {
  classes: 'Class',
  functions: 'Function',
  interfaces: 'Interface',
  'type-aliases': 'Type Alias',
  variables: 'Variable',
};

/**
 * Written by src/plugins/api-reference/server/typedoc/api-history next to the generated reference: what each 4.x release added, removed
 * and changed.
 */
export const API_CHANGES_PATH = '/docs/api/api-changes';

export const apiPaths = (): string[] =>
  Object.entries(API_PAGES).flatMap(([kind, names]) => names.map((name) => `/docs/api/${kind}/${name}`));

export type Guide = {
  id: string;
  /** The front matter title: the browser title. */
  title: string;
  /** The page heading: a leading `# ` line when the guide has one, otherwise the title. */
  heading: string;
  path: string;
};

/** Every guide that exists in docs/guides, with the route it is served at. */
export function guides(): Guide[] {
  const dir = path.join(process.cwd(), 'docs/guides');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
    .sort()
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'));
      const id = String(data.id ?? file.replace(/\.mdx$/, ''));
      const slug = typeof data.slug === 'string' ? data.slug : `/guides/${id}`;
      const heading = /^# (.+)$/m.exec(content.replace(/^```[\s\S]*?^```/gm, ''))?.[1] ?? String(data.title);
      return { id, title: String(data.title), heading, path: `/docs${slug}` };
    });
}
