import { Alert } from 'react-native';
import { beforeEach, expect, jest, test } from '@jest/globals';
import {
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react-native';
import { CameraScreen } from '../src/CameraScreen';

// highlight-start
// Without this call, jest.requireMock() returns a second copy of the mock,
// one that the screen never sees.
jest.mock('react-native-vision-camera');
type VisionCameraMock =
  typeof import('../__mocks__/react-native-vision-camera');
const visionCamera = jest.requireMock<VisionCameraMock>(
  'react-native-vision-camera',
);
// highlight-end

beforeEach(() => {
  visionCamera.resetMockCamera();
  jest.restoreAllMocks();
});

test('asks for permission before showing the camera', async () => {
  visionCamera.mockCameraState.cameraPermission = 'not-determined';
  render(<CameraScreen />);

  fireEvent.press(screen.getByText('Allow camera access'));

  expect(await screen.findByTestId('mock-camera')).toBeTruthy();
});

test('explains when the phone has no camera', () => {
  visionCamera.mockCameraState.devices = [];
  render(<CameraScreen />);

  expect(screen.getByText('No camera was found on this device.')).toBeTruthy();
});

test('tells the user when storage is full', async () => {
  visionCamera.mockCameraState.nextPhotoError = 'capture/insufficient-storage';
  const alert = jest.spyOn(Alert, 'alert');
  render(<CameraScreen />);

  fireEvent.press(screen.getByText('Take photo'));

  await waitFor(() => {
    expect(alert).toHaveBeenCalledWith('Storage full', expect.any(String));
  });
});

test('reports a failed photo, not a camera that is not ready', async () => {
  // How Android reports a capture that CameraX failed.
  visionCamera.mockCameraState.nextPhotoError = 'unknown/unknown';
  const alert = jest.spyOn(Alert, 'alert');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<CameraScreen />);

  fireEvent.press(screen.getByText('Take photo'));

  await waitFor(() => {
    expect(alert).toHaveBeenCalledWith(
      'The photo could not be taken',
      expect.any(String),
    );
  });
});
