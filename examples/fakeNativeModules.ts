// Lets the real react-native-vision-camera load in Jest: the two native modules it reads when it is imported, with the
// given cameras. Enough for its error classes, device and format helpers and hooks, which are plain JavaScript.
import { NativeModules } from 'react-native';
import type { CameraDevice } from 'react-native-vision-camera';

export function installFakeNativeModules(devices: CameraDevice[]): void {
  NativeModules.CameraView = {};
  NativeModules.CameraDevices = {
    getConstants: () => ({
      availableCameraDevices: devices,
      userPreferredCameraDevice: undefined,
    }),
    addListener: () => {},
    removeListeners: () => {},
  };
}
