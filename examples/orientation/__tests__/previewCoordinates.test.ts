import { describe, expect, test } from '@jest/globals';
import type { Orientation } from 'react-native-vision-camera';
import {
  codeScannerMapping,
  frameMapping,
  fromView,
  rectToView,
  toView,
  type PreviewMapping,
  type ResizeMode,
} from '../src/previewCoordinates';

// Every case uses a 400 × 300 buffer and the position (100, 50), so each
// expected value below can be checked by hand.
const BUFFER = { width: 400, height: 300 };
const P = { x: 100, y: 50 };
const PORTRAIT_VIEW = { width: 300, height: 400 };

function backFrame(orientation: Orientation, isMirrored = false) {
  return { ...BUFFER, orientation, isMirrored };
}

function expectPoint(
  actual: { x: number; y: number },
  x: number,
  y: number,
): void {
  expect(actual.x).toBeCloseTo(x, 6);
  expect(actual.y).toBeCloseTo(y, 6);
}

describe('frames of a back camera on a portrait preview', () => {
  // The view has the upright buffer's size, so both modes scale by 1 and
  // only the turn shows.
  const cases: [Orientation, number, number, number][] = [
    // orientation, clockwise turn, x, y
    ['portrait', 0, 100, 50],
    // Upright needs 90° counter-clockwise: (y, width - x).
    ['landscape-left', 270, 50, 300],
    ['portrait-upside-down', 180, 300, 250],
    // Upright needs 90° clockwise: (height - y, x).
    ['landscape-right', 90, 250, 100],
  ];
  for (const [orientation, rotation, x, y] of cases) {
    test(`${orientation} turns ${rotation}°`, () => {
      const upright =
        rotation % 180 === 0 ? BUFFER : { width: 300, height: 400 };
      const m = frameMapping(backFrame(orientation), {
        isFrontCamera: false,
        view: upright,
        resizeMode: 'cover',
      });
      expect(m.rotation).toBe(rotation);
      expect(m.mirrored).toBe(false);
      expectPoint(toView(P, m), x, y);
    });
  }
});

describe('resizeMode on a narrow view (150 × 400)', () => {
  const m = (resizeMode: ResizeMode) =>
    frameMapping(backFrame('landscape-right'), {
      isFrontCamera: false,
      view: { width: 150, height: 400 },
      resizeMode,
    });

  test('cover keeps scale 1 and cuts 75 dp off each side', () => {
    // Upright (250, 100); scale max(150/300, 400/400) = 1; offset x -75.
    expectPoint(toView(P, m('cover')), 175, 100);
  });

  test('contain halves the image and centres it between bars', () => {
    // Scale min(0.5, 1) = 0.5; image 150 × 200; bars of 100 dp above and below.
    expectPoint(toView(P, m('contain')), 125, 150);
  });

  test('a rectangle keeps its corners in the right place', () => {
    // Buffer rect (100, 50)-(200, 110) turns into upright (190, 100)-(250, 200).
    const rect = rectToView(
      { x: 100, y: 50, width: 100, height: 60 },
      m('contain'),
    );
    expectPoint(rect, 95, 150);
    expect(rect.width).toBeCloseTo(30, 6);
    expect(rect.height).toBeCloseTo(50, 6);
  });
});

describe('front cameras', () => {
  test('an unmirrored buffer (Android) is turned, then mirrored like the preview', () => {
    // A front sensor mounted the other way reports 'landscape-left'.
    const m = frameMapping(backFrame('landscape-left'), {
      isFrontCamera: true,
      view: PORTRAIT_VIEW,
      resizeMode: 'cover',
    });
    expect(m.rotation).toBe(270);
    expect(m.mirrored).toBe(true);
    // Turned: (50, 300); mirrored: (300 - 50, 300).
    expectPoint(toView(P, m), 250, 300);
  });

  test('an already mirrored buffer (iOS) is not flipped again', () => {
    const m = frameMapping(backFrame('landscape-left', true), {
      isFrontCamera: true,
      view: PORTRAIT_VIEW,
      resizeMode: 'cover',
    });
    expect(m.mirrored).toBe(false);
    expectPoint(toView(P, m), 50, 300);
  });

  test('a rotated UI turns an unmirrored front buffer the other way', () => {
    const m = frameMapping(backFrame('landscape-left'), {
      isFrontCamera: true,
      previewOrientation: 'landscape-right',
      view: BUFFER,
      resizeMode: 'cover',
    });
    // -270 - 90 = -360: upright as it is.
    expect(m.rotation).toBe(0);
  });
});

test('a back camera in a landscape-right UI needs no turn', () => {
  const m = frameMapping(backFrame('landscape-right'), {
    isFrontCamera: false,
    previewOrientation: 'landscape-right',
    view: BUFFER,
    resizeMode: 'contain',
  });
  expect(m.rotation).toBe(0);
  expectPoint(toView(P, m), 100, 50);
});

describe('code scanner', () => {
  const options = {
    isFrontCamera: false,
    sensorOrientation: 'landscape-left' as Orientation,
    view: PORTRAIT_VIEW,
    resizeMode: 'cover' as ResizeMode,
  };

  test('iOS: the top-left of the unrotated picture is the top-right of a portrait preview', () => {
    const m = codeScannerMapping(BUFFER, { ...options, platform: 'ios' });
    expectPoint(toView({ x: 0, y: 0 }, m), 300, 0);
    expectPoint(toView(P, m), 250, 100);
  });

  test('iOS front camera: turned the other way, then mirrored', () => {
    const m = codeScannerMapping(BUFFER, {
      ...options,
      isFrontCamera: true,
      platform: 'ios',
    });
    expect(m.rotation).toBe(270);
    expectPoint(toView(P, m), 250, 300);
  });

  test('Android: positions are upright already; the size is swapped for a sideways sensor', () => {
    const m = codeScannerMapping(BUFFER, { ...options, platform: 'android' });
    expect(m.buffer).toEqual({ width: 300, height: 400 });
    expectPoint(toView(P, m), 100, 50);
  });

  test('Android with a 16:9 preview: the 4:3 scan image is cropped to what the preview shows', () => {
    const m = codeScannerMapping(BUFFER, {
      ...options,
      platform: 'android',
      previewAspectRatio: 9 / 16,
    });
    // Shown part: 225 × 400, from x 37.5. Cover scale 300 / 225 = 4/3,
    // the 533.3 dp tall image centred: offset y -66.7.
    expectPoint(toView(P, m), (62.5 * 4) / 3, (50 * 4) / 3 - 200 / 3);
  });
});

describe('round trip: view → buffer → view', () => {
  const rotations = [0, 90, 180, 270];
  const views = [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
    { width: 300, height: 300 },
  ];
  const configurations: PreviewMapping[] = [];
  for (const rotation of rotations)
    for (const mirrored of [false, true])
      for (const resizeMode of ['cover', 'contain'] as const)
        for (const previewAspectRatio of [undefined, 9 / 16, 16 / 9])
          for (const view of views)
            configurations.push({
              buffer: { width: 1920, height: 1080 },
              rotation,
              mirrored,
              resizeMode,
              previewAspectRatio,
              view,
            });

  test(`holds for a grid of points in ${configurations.length} configurations`, () => {
    for (const m of configurations) {
      for (let i = 0; i <= 4; i++) {
        for (let j = 0; j <= 4; j++) {
          const point = {
            x: (m.view.width * i) / 4,
            y: (m.view.height * j) / 4,
          };
          const there = fromView(point, m);
          expectPoint(toView(there, m), point.x, point.y);
        }
      }
    }
  });

  test('and the buffer corners land on the image edges the mode promises', () => {
    for (const m of configurations.filter(
      (c) => c.previewAspectRatio == null,
    )) {
      const corners = [
        { x: 0, y: 0 },
        { x: 1920, y: 0 },
        { x: 0, y: 1080 },
        { x: 1920, y: 1080 },
      ].map((corner) => toView(corner, m));
      const xs = corners.map((c) => c.x);
      const ys = corners.map((c) => c.y);
      const left = Math.min(...xs);
      const right = Math.max(...xs);
      const top = Math.min(...ys);
      const bottom = Math.max(...ys);
      if (m.resizeMode === 'cover') {
        // The image covers the view: no edge inside it.
        expect(left).toBeLessThanOrEqual(1e-6);
        expect(top).toBeLessThanOrEqual(1e-6);
        expect(right).toBeGreaterThanOrEqual(m.view.width - 1e-6);
        expect(bottom).toBeGreaterThanOrEqual(m.view.height - 1e-6);
      } else {
        // The whole image is inside, touching two opposite sides.
        expect(left).toBeGreaterThanOrEqual(-1e-6);
        expect(top).toBeGreaterThanOrEqual(-1e-6);
        expect(right).toBeLessThanOrEqual(m.view.width + 1e-6);
        expect(bottom).toBeLessThanOrEqual(m.view.height + 1e-6);
        const touchesSides = left < 1e-6 && right > m.view.width - 1e-6;
        const touchesTopAndBottom = top < 1e-6 && bottom > m.view.height - 1e-6;
        expect(touchesSides || touchesTopAndBottom).toBe(true);
      }
    }
  });
});
