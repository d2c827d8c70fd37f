import type {
  CameraDevice,
  PhysicalCameraDeviceType,
} from 'react-native-vision-camera';
import { installFakeNativeModules } from '../fakeNativeModules';

// The cameras of a phone with three back lenses: each lens alone, and the logical cameras that combine them, listed
// with the most complex first, so a helper that took the first back camera would pick the slowest to start.
function camera(
  id: string,
  physicalDevices: PhysicalCameraDeviceType[],
): CameraDevice {
  return {
    id,
    physicalDevices,
    position: id.startsWith('front') ? 'front' : 'back',
    name: id,
    hasFlash: true,
    hasTorch: true,
    minFocusDistance: 2,
    isMultiCam: physicalDevices.length > 1,
    minZoom: 1,
    maxZoom: 16,
    neutralZoom: 1,
    minExposure: -8,
    maxExposure: 8,
    formats: [],
    supportsLowLightBoost: false,
    supportsRawCapture: false,
    supportsFocus: true,
    hardwareLevel: 'full',
    sensorOrientation: 'landscape-left',
  };
}

installFakeNativeModules([
  camera('back-triple', [
    'ultra-wide-angle-camera',
    'wide-angle-camera',
    'telephoto-camera',
  ]),
  camera('back-dual-wide', ['ultra-wide-angle-camera', 'wide-angle-camera']),
  camera('back-ultra-wide', ['ultra-wide-angle-camera']),
  camera('back-wide', ['wide-angle-camera']),
  camera('back-telephoto', ['telephoto-camera']),
  camera('front-wide', ['wide-angle-camera']),
]);
