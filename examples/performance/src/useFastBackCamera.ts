import { useCameraDevice, type CameraDevice } from 'react-native-vision-camera';

export function useFastBackCamera(): CameraDevice | undefined {
  // One physical camera: no lens switching, but the quickest start.
  // highlight-next-line
  return useCameraDevice('back', { physicalDevices: ['wide-angle-camera'] });
}
