import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { View } from 'react-native';
import type {
  CameraDevice,
  CameraDeviceFormat,
  CameraPermissionRequestResult,
  CameraPermissionStatus,
  CameraPosition,
  CameraProps,
  CameraCaptureError as RealCaptureError,
  CameraRuntimeError as RealRuntimeError,
  Code,
  CodeScanner,
  DeviceFilter,
  FormatFilter,
  Frame,
  PhotoFile,
  Point,
  ReadonlyFrameProcessor,
  RecordVideoOptions,
  TakePhotoOptions,
  TakeSnapshotOptions,
  VideoFile,
} from 'react-native-vision-camera';

// Fake hardware: one back and one front camera with a single format.

const mockFormat: CameraDeviceFormat = {
  photoWidth: 4032,
  photoHeight: 3024,
  videoWidth: 1920,
  videoHeight: 1080,
  minISO: 32,
  maxISO: 3200,
  fieldOfView: 70,
  supportsVideoHdr: false,
  supportsPhotoHdr: false,
  supportsDepthCapture: false,
  minFps: 1,
  maxFps: 60,
  autoFocusSystem: 'phase-detection',
  videoStabilizationModes: ['off', 'standard'],
};

function createMockDevice(position: CameraPosition): CameraDevice {
  return {
    id: `mock-${position}`,
    physicalDevices: ['wide-angle-camera'],
    position,
    name: `Mock ${position} camera`,
    hasFlash: position === 'back',
    hasTorch: position === 'back',
    minFocusDistance: 0,
    isMultiCam: false,
    minZoom: 1,
    maxZoom: 10,
    neutralZoom: 1,
    minExposure: -8,
    maxExposure: 8,
    formats: [mockFormat],
    supportsLowLightBoost: false,
    supportsRawCapture: false,
    supportsFocus: true,
    hardwareLevel: 'full',
    sensorOrientation: 'landscape-left',
  };
}

// State that tests read and change through jest.requireMock().

export interface MockCameraState {
  cameraPermission: CameraPermissionStatus;
  microphonePermission: CameraPermissionStatus;
  /** What the next permission request resolves to. */
  requestResult: CameraPermissionRequestResult;
  devices: CameraDevice[];
  /** When set, the next takePhoto() call rejects with this code. */
  nextPhotoError: RealCaptureError['code'] | RealRuntimeError['code'] | null;
  photosTaken: number;
  codeScanner: CodeScanner | undefined;
}

// highlight-start
export const mockCameraState: MockCameraState = {
  cameraPermission: 'granted',
  microphonePermission: 'granted',
  requestResult: 'granted',
  devices: [],
  nextPhotoError: null,
  photosTaken: 0,
  codeScanner: undefined,
};

export function resetMockCamera(): void {
  mockCameraState.cameraPermission = 'granted';
  mockCameraState.microphonePermission = 'granted';
  mockCameraState.requestResult = 'granted';
  mockCameraState.devices = [
    createMockDevice('back'),
    createMockDevice('front'),
  ];
  mockCameraState.nextPhotoError = null;
  mockCameraState.photosTaken = 0;
  mockCameraState.codeScanner = undefined;
}
// highlight-end
resetMockCamera();

/** Hands codes to the mounted camera's code scanner, as if it had seen them. */
export function mockScanCodes(codes: Code[]): void {
  mockCameraState.codeScanner?.onCodeScanned(codes, {
    width: 1920,
    height: 1080,
  });
}

// Error classes with the same names and codes as the real ones.

export class CameraCaptureError extends Error {
  constructor(
    readonly code: RealCaptureError['code'],
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

export class CameraRuntimeError extends Error {
  constructor(
    readonly code: RealRuntimeError['code'],
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** The class the real library picks: capture codes are CameraCaptureErrors. */
function mockCameraError(
  code: RealCaptureError['code'] | RealRuntimeError['code'],
): Error {
  const message = `Mock failure: ${code}`;
  return code.startsWith('capture/')
    ? new CameraCaptureError(code as RealCaptureError['code'], message)
    : new CameraRuntimeError(code as RealRuntimeError['code'], message);
}

// <Camera>

export interface MockCameraHandle {
  takePhoto(options?: TakePhotoOptions): Promise<PhotoFile>;
  takeSnapshot(options?: TakeSnapshotOptions): Promise<PhotoFile>;
  startRecording(options: RecordVideoOptions): void;
  stopRecording(): Promise<void>;
  pauseRecording(): Promise<void>;
  resumeRecording(): Promise<void>;
  cancelRecording(): Promise<void>;
  focus(point: Point): Promise<void>;
}

function createMockPhoto(): PhotoFile {
  mockCameraState.photosTaken += 1;
  return {
    path: `/tmp/mock-photo-${mockCameraState.photosTaken}.jpg`,
    width: mockFormat.photoWidth,
    height: mockFormat.photoHeight,
    isRawPhoto: false,
    orientation: 'portrait',
    isMirrored: false,
  };
}

// highlight-next-line
const MockCamera = forwardRef<MockCameraHandle, CameraProps>(
  function MockCamera(props, ref) {
    const { photo, video, isActive, codeScanner, onInitialized, onStarted } =
      props;
    const recording = useRef<RecordVideoOptions | null>(null);
    const onInitializedRef = useRef(onInitialized);
    useEffect(() => {
      onInitializedRef.current = onInitialized;
    });

    // Report "initialized" once after mounting, as if setup took no time.
    useEffect(() => {
      onInitializedRef.current?.();
    }, []);

    useEffect(() => {
      if (isActive) onStarted?.();
    }, [isActive, onStarted]);

    useEffect(() => {
      mockCameraState.codeScanner = codeScanner;
      return () => {
        mockCameraState.codeScanner = undefined;
      };
    }, [codeScanner]);

    useImperativeHandle(
      ref,
      () => ({
        async takePhoto() {
          if (photo !== true) {
            throw new CameraCaptureError(
              'capture/photo-not-enabled',
              'Pass photo={true}.',
            );
          }
          const code = mockCameraState.nextPhotoError;
          if (code != null) {
            mockCameraState.nextPhotoError = null;
            throw mockCameraError(code);
          }
          return createMockPhoto();
        },
        async takeSnapshot() {
          return createMockPhoto();
        },
        startRecording(options) {
          if (video !== true) {
            // The real library does not throw here either: it calls
            // onRecordingError.
            const error = {
              code: 'capture/video-not-enabled',
              message: 'Pass video={true}.',
            };
            options.onRecordingError(error as unknown as RealCaptureError);
            return;
          }
          recording.current = options;
        },
        async stopRecording() {
          const current = recording.current;
          recording.current = null;
          if (current == null) {
            throw new CameraCaptureError(
              'capture/no-recording-in-progress',
              'Not recording.',
            );
          }
          const file: VideoFile = {
            path: '/tmp/mock-video.mp4',
            duration: 3,
            width: 1920,
            height: 1080,
          };
          current.onRecordingFinished(file);
        },
        async pauseRecording() {},
        async resumeRecording() {},
        async cancelRecording() {
          const current = recording.current;
          recording.current = null;
          // The real library also passes a plain object here.
          const error = {
            code: 'capture/recording-canceled',
            message: 'The recording was canceled.',
          };
          current?.onRecordingError(error as unknown as RealCaptureError);
        },
        async focus() {},
      }),
      [photo, video],
    );

    return <View style={props.style} testID={props.testID ?? 'mock-camera'} />;
  },
);

export const Camera = Object.assign(MockCamera, {
  getAvailableCameraDevices: (): CameraDevice[] => mockCameraState.devices,
  getCameraPermissionStatus: (): CameraPermissionStatus => {
    return mockCameraState.cameraPermission;
  },
  getMicrophonePermissionStatus: (): CameraPermissionStatus => {
    return mockCameraState.microphonePermission;
  },
  requestCameraPermission: async (): Promise<CameraPermissionRequestResult> => {
    mockCameraState.cameraPermission = mockCameraState.requestResult;
    return mockCameraState.requestResult;
  },
  requestMicrophonePermission:
    async (): Promise<CameraPermissionRequestResult> => {
      mockCameraState.microphonePermission = mockCameraState.requestResult;
      return mockCameraState.requestResult;
    },
});

// Hooks

export function useCameraDevices(): CameraDevice[] {
  return mockCameraState.devices;
}

export function useCameraDevice(
  position: CameraPosition,
  _filter?: DeviceFilter,
): CameraDevice | undefined {
  return mockCameraState.devices.find((device) => device.position === position);
}

export function useCameraFormat(
  device: CameraDevice | undefined,
  _filters: FormatFilter[],
): CameraDeviceFormat | undefined {
  return device?.formats[0];
}

function useMockPermission(
  read: () => CameraPermissionStatus,
  request: () => Promise<CameraPermissionRequestResult>,
): { hasPermission: boolean; requestPermission: () => Promise<boolean> } {
  const [hasPermission, setHasPermission] = useState(
    () => read() === 'granted',
  );
  const requestPermission = useCallback(async () => {
    const granted = (await request()) === 'granted';
    setHasPermission(granted);
    return granted;
  }, [request]);
  return useMemo(
    () => ({ hasPermission, requestPermission }),
    [hasPermission, requestPermission],
  );
}

export function useCameraPermission() {
  return useMockPermission(
    Camera.getCameraPermissionStatus,
    Camera.requestCameraPermission,
  );
}

export function useMicrophonePermission() {
  return useMockPermission(
    Camera.getMicrophonePermissionStatus,
    Camera.requestMicrophonePermission,
  );
}

export function useCodeScanner(codeScanner: CodeScanner): CodeScanner {
  return codeScanner;
}

// Frame processors never run in Jest: there are no frames.

export function useFrameProcessor(
  frameProcessor: (frame: Frame) => void,
  _dependencies: DependencyList,
): ReadonlyFrameProcessor {
  return { frameProcessor, type: 'readonly' };
}

export function runAtTargetFps<T>(_fps: number, func: () => T): T | undefined {
  return func();
}

export function runAsync(_frame: Frame, func: () => void): void {
  func();
}

export const VisionCameraProxy = {
  initFrameProcessorPlugin: (
    _name: string,
    _options?: Record<string, unknown>,
  ) => {
    return undefined;
  },
};
