/**
 * Readers' words for what the docs call by another name: each row maps phrases readers use to the doc terms they stand
 * for, with the issue wording it came from. The local engine adds the doc terms to a query at a lower weight than the
 * words as typed (client/query.ts); a hosted index gets each row as a one-way synonym (server/algoliaIndex.ts).
 * Only equivalences belong here, not related topics: a wider row brings pages that merely share a theme.
 */
export type ReaderTerm = {
  /** Phrases as readers write them. */
  reader: string[];
  /** What the docs call it. */
  docs: string[];
  /** Where readers wrote it: `owner/repo#N` and the words they used. */
  source: { issue: string; wording: string };
};

export const READER_TERMS: readonly ReaderTerm[] = [
  {
    reader: ['gallery', 'camera roll', 'phone gallery'],
    docs: ['photo library'],
    source: {
      issue: 'react-native-camera/react-native-camera#2652',
      wording: 'Image clicked is not showing in the gallery',
    },
  },
  {
    reader: ['flashlight', 'flash light'],
    docs: ['torch'],
    source: {
      issue: 'margelo/react-native-vision-camera#2846',
      wording: 'how I open flash light when I click on Icon',
    },
  },
  {
    reader: ['touch to focus', 'focus on tap'],
    docs: ['tap to focus'],
    source: { issue: 'margelo/react-native-vision-camera#2120', wording: "Touch to focus doesn't work properly" },
  },
  {
    reader: ['fish eye', 'fisheye'],
    docs: ['ultra-wide', 'ultra-wide-angle-camera'],
    source: { issue: 'margelo/react-native-vision-camera#1527', wording: 'How to get fish eye camera view?' },
  },
  {
    reader: ['selfie camera', 'selfie mode', 'front facing'],
    docs: ['front camera'],
    source: {
      issue: 'margelo/react-native-vision-camera#3075',
      wording: '`frame.isMirrored` is `false` with selfie camera on iOS',
    },
  },
  {
    reader: ['rear camera'],
    docs: ['back camera'],
    source: {
      issue: 'luicfrr/react-native-vision-camera-face-detector#37',
      wording: 'use this library normally with rear camera too?',
    },
  },
  {
    reader: ['flip camera', 'flip the camera'],
    docs: ['switching cameras', 'switching devices'],
    source: {
      issue: 'margelo/react-native-vision-camera#1274',
      wording: 'How do i flip the camera for vision camera?',
    },
  },
  {
    reader: ['capture sound', 'click sound'],
    docs: ['shutter sound'],
    source: { issue: 'margelo/react-native-vision-camera#713', wording: 'Is there a way to turn off capture sound' },
  },
  {
    reader: ['no sound', 'without sound'],
    docs: ['no audio', 'audio'],
    source: { issue: 'margelo/react-native-vision-camera#1052', wording: 'the recorded video has no sound' },
  },
  {
    reader: ['temp files', 'temp folder', 'tmp folder'],
    docs: ['temporary directory', 'cache directory'],
    source: { issue: 'margelo/react-native-vision-camera#673', wording: 'delete those temp files' },
  },
  {
    reader: ['clear cache', 'app space', 'storage space'],
    docs: ['files and cleanup', 'delete the file'],
    source: {
      issue: 'margelo/react-native-vision-camera#673',
      wording: 'videos and images stored are bloating up my app space',
    },
  },
  {
    reader: ['persist after restart', 'after app restart'],
    docs: ['permanent directory'],
    source: {
      issue: 'teslamotors/react-native-camera-kit#86',
      wording: 'How can I get URIs that persist after restart?',
    },
  },
  {
    reader: ['setstate', 'set state'],
    docs: ['react state', 'updating react state'],
    source: {
      issue: 'margelo/react-native-vision-camera#3167',
      wording: 'How to set a React state from a Frame processor?',
    },
  },
  {
    reader: ['show on screen', 'display on screen'],
    docs: ['getting results out'],
    source: {
      issue: 'margelo/react-native-vision-camera#1757',
      wording: 'set a state variable and show a message on screen',
    },
  },
  {
    reader: ['qr scanner', 'qr reader', 'qr code scanner'],
    docs: ['code scanner', 'code scanning'],
    source: {
      issue: 'margelo/react-native-vision-camera#1807',
      wording: 'How can i implement QR code Scanner with vision camera',
    },
  },
  {
    reader: ['scan region', 'scan area'],
    docs: ['region of interest', 'regionOfInterest'],
    source: { issue: 'rodgomesc/vision-camera-code-scanner#47', wording: 'How to scan QR within a scan region?' },
  },
  {
    reader: ['laggy'],
    docs: ['lag'],
    source: { issue: 'margelo/react-native-vision-camera#3571', wording: 'the previews are very laggy' },
  },
  {
    reader: ['memory leak'],
    docs: ['memory grows', 'memory keeps growing'],
    source: {
      issue: 'margelo/react-native-vision-camera#1098',
      wording: 'Possible frame processor memory leak on iOS',
    },
  },
  {
    reader: ['shaky'],
    docs: ['stabilization', 'video stabilization'],
    source: { issue: 'margelo/react-native-vision-camera#1845', wording: 'how to make live camera preview not shaky' },
  },
  {
    reader: ['screenshot', 'capture the preview'],
    docs: ['snapshot', 'takeSnapshot'],
    source: {
      issue: 'margelo/react-native-vision-camera#1491',
      wording: 'Programmatically ScreenShot of Camera View After frame Processing',
    },
  },
  {
    reader: ['image size'],
    docs: ['photo resolution'],
    source: { issue: 'margelo/react-native-vision-camera#3008', wording: 'actual image size is 2160x3840' },
  },
  {
    reader: ['take picture', 'taking a picture', 'taking an image'],
    docs: ['taking photos', 'takePhoto'],
    source: {
      issue: 'margelo/react-native-vision-camera#1347',
      wording: 'at the time of taking a picture, flash light is on',
    },
  },
  {
    reader: ['30fps', '60fps'],
    docs: ['30 fps', '60 fps', 'frame rate'],
    source: { issue: 'margelo/react-native-vision-camera#770', wording: 'it comes out at 1920x1080, 30fps' },
  },
  {
    reader: ['black screen', 'blank screen'],
    docs: ['black preview'],
    source: {
      issue: 'margelo/react-native-vision-camera#2362',
      wording: 'Camera showing black screen on first render',
    },
  },
  {
    reader: ['devices undefined'],
    docs: ['no camera device'],
    source: {
      issue: 'margelo/react-native-vision-camera#1531',
      wording: 'all devices are undefined on `Smartisan` phone',
    },
  },
  {
    reader: ['stop camera', 'turn off camera'],
    docs: ['isActive', 'pausing'],
    source: { issue: 'margelo/react-native-vision-camera#190', wording: 'How to stop camera usage' },
  },
  {
    reader: ['in production', 'production mode'],
    docs: ['release build', 'release builds'],
    source: {
      issue: 'margelo/react-native-vision-camera#2047',
      wording: 'App Crash while using Frame Processor in production',
    },
  },
  {
    reader: ['develop mode', 'development mode'],
    docs: ['debug build'],
    source: { issue: 'margelo/react-native-vision-camera#2063', wording: 'works fine in develop mode' },
  },
  {
    reader: ['new arch'],
    docs: ['new architecture'],
    source: { issue: 'margelo/react-native-vision-camera#1821', wording: 'v3 New Arch: Unimplemented Component' },
  },
  {
    reader: ['landscape only', 'portrait only'],
    docs: ['locked to landscape', 'locked to portrait'],
    source: { issue: 'margelo/react-native-vision-camera#1455', wording: 'If app is set to landscape only' },
  },
  {
    reader: ['orientation lock'],
    docs: ['rotation locked'],
    source: { issue: 'inaturalist/iNaturalistReactNative#2251', wording: 'When the device has orientation lock on' },
  },
  {
    reader: ['permission popup', 'permission pop-up'],
    docs: ['permission dialog'],
    source: {
      issue: 'margelo/react-native-vision-camera#1423',
      wording: 'A popup dialog is shown asking me to decide',
    },
  },
  {
    reader: ['draw rectangle', 'draw a rectangle', 'bounding box'],
    docs: ['overlay', 'drawing on top'],
    source: { issue: 'margelo/react-native-vision-camera#1175', wording: 'draw a rectangle over the camera view' },
  },
  {
    reader: ['two finger'],
    docs: ['pinch'],
    source: { issue: 'iakdis/librecamera#88', wording: 'Zoom indicator (text) for two-finger pinch' },
  },
  {
    reader: ['frameprocessorfps'],
    docs: ['runAtTargetFps'],
    source: { issue: 'margelo/react-native-vision-camera#184', wording: 'How to use `frameProcessorFps`?' },
  },
  {
    reader: ['viewfinder'],
    docs: ['preview'],
    source: { issue: 'react-native-camera/react-native-camera#13', wording: 'Viewfinder does not work' },
  },
  {
    reader: ['rotated 90', '90 rotation'],
    docs: ['wrong orientation', 'rotated by 90°'],
    source: { issue: 'margelo/react-native-vision-camera#2029', wording: 'the photo is rotated 90 degrees' },
  },
  {
    reader: ['zoom options'],
    docs: ['zoom presets'],
    source: { issue: 'margelo/react-native-vision-camera#1205', wording: 'whenever the user clicks the zoom options' },
  },
];
