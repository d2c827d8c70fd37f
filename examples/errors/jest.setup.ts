// The real react-native-vision-camera, minus its native side: the two native modules it reads when it is imported,
// with no cameras. Enough for its error classes and helpers, which are plain JavaScript.
import { NativeModules } from 'react-native';

NativeModules.CameraView = {};
NativeModules.CameraDevices = {
  getConstants: () => ({ availableCameraDevices: [], userPreferredCameraDevice: undefined }),
  addListener: () => {},
  removeListeners: () => {},
};
