/**
 * Words readers use for things the docs call by another name: readers describe what they see, the docs name the
 * API. Each group lists phrases that mean the same here; a query phrase from a group also matches the
 * others, at a lower weight than the words as typed. Only equivalences belong here, not related topics: a wider group
 * would bring pages that merely share a theme. tests/unit/plugins/search/synonyms.test.ts checks the table.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Frame rate: the `fps` prop and format fields, "frame rate" in prose.
  ['fps', 'frame rate', 'framerate', 'frames per second'],
  // Resolutions by their marketing names and by their pixel sizes (formats list widths and heights).
  ['4k', 'uhd', '2160p', '3840x2160'],
  ['1080p', 'full hd', '1920x1080'],
  ['720p', 'hd ready', '1280x720'],
  // Lenses: readers say "ultra wide", "tele", "0.5x"; device types are `ultra-wide-angle-camera`, `telephoto-camera`.
  ['ultra wide', 'ultrawide', 'ultra wide angle'],
  ['telephoto', 'tele lens', 'zoom lens'],
  // The continuous light is the `torch` prop; readers call it the flashlight.
  ['torch', 'flashlight', 'flash light'],
  // A preview that shows nothing: the troubleshooting guide says "blank or black preview".
  [
    'black screen',
    'black preview',
    'blank screen',
    'blank preview',
    'nothing shows',
    'preview not showing',
    'camera not showing',
  ],
  // Still images: the API says photo, readers also say picture.
  ['photo', 'picture', 'pic'],
  // The iOS idle timer is what lets the phone dim and sleep.
  ['sleep', 'idle timer', 'auto lock'],
  // External cameras are the USB ones (and Continuity cameras on iPad).
  ['usb camera', 'external camera', 'webcam'],
  // Turning an image the right way up: the orientation guide says "upright" and "rotation".
  ['upside down', 'upright'],
  ['mirrored', 'flipped'],
  // The React Native style prop and what the preview guide calls it.
  ['borderRadius', 'border radius', 'rounded corners'],
  ['emulator', 'simulator'],
  // Focusing on a point of the preview: the focusing guide says "tap to focus", readers also say touch or click.
  ['tap to focus', 'touch to focus', 'click to focus', 'focus on tap'],
  // A scanned code read as the wrong value: the code-scanning guide says the scanner returns wrong values.
  ['wrong value', 'wrong number', 'unexpected number', 'misread', 'misinterpreting'],
];
