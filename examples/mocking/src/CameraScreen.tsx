import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Linking, StyleSheet, Text, View } from 'react-native';
import {
  Camera,
  CameraCaptureError,
  CameraRuntimeError,
  useCameraDevice,
  useCameraPermission,
  type PhotoFile,
} from 'react-native-vision-camera';

export function CameraScreen() {
  const camera = useRef<Camera>(null);
  const device = useCameraDevice('back');
  const { hasPermission, requestPermission } = useCameraPermission();
  const [isActive, setIsActive] = useState(true);
  const [isReady, setIsReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastPhoto, setLastPhoto] = useState<PhotoFile | null>(null);

  const onError = useCallback((error: CameraRuntimeError) => {
    // highlight-start
    switch (error.code) {
      // Android only; iOS reports a missing permission as 'unknown/unknown'.
      case 'permission/camera-permission-denied':
        setProblem('Camera access is turned off for this app.');
        break;
      // Android only; iOS sends no error when another app takes the camera.
      case 'device/camera-already-in-use':
      case 'system/max-cameras-in-use':
        setProblem(
          'Another app is using the camera. Close it, then tap Retry.',
        );
        setIsActive(false);
        break;
      case 'system/camera-is-restricted':
        setProblem('The camera is blocked by a policy on this device.');
        break;
      case 'format/invalid-fps':
      case 'format/invalid-format':
        // A bug in the props, not for the user to fix: log it for the developer.
        console.warn(error.toString());
        break;
      default:
        console.error(error.toString());
        setProblem('The camera stopped unexpectedly.');
    }
    // highlight-end
  }, []);

  const retry = useCallback(() => {
    setProblem(null);
    setIsActive(true);
  }, []);

  const takePhoto = useCallback(async () => {
    if (camera.current == null) return;
    // highlight-next-line
    try {
      const photo = await camera.current.takePhoto({ flash: 'off' });
      setLastPhoto(photo);
    } catch (error) {
      // Branch on the code, not the class: on Android a capture that CameraX
      // fails rejects with 'unknown/unknown', a CameraRuntimeError, just like a
      // camera that is not ready.
      const code =
        error instanceof CameraCaptureError ||
        error instanceof CameraRuntimeError
          ? error.code
          : undefined;
      switch (code) {
        case 'session/camera-not-ready':
          Alert.alert(
            'The camera is not ready',
            'Wait a moment and try again.',
          );
          return;
        // iOS only for photos: on Android a full disk is 'unknown/unknown'.
        case 'capture/insufficient-storage':
          Alert.alert('Storage full', 'Free up some space and try again.');
          return;
        case 'capture/photo-not-enabled':
          console.error(
            'Pass photo={true} to <Camera> before calling takePhoto().',
          );
          return;
        default:
          console.error(String(error));
          Alert.alert('The photo could not be taken', 'Please try again.');
      }
    }
  }, []);

  if (!hasPermission) {
    return (
      <View style={styles.centered}>
        <Text style={styles.text}>This screen needs the camera.</Text>
        <Button
          title="Allow camera access"
          onPress={() => void requestPermission()}
        />
        <Button
          title="Open settings"
          onPress={() => void Linking.openSettings()}
        />
      </View>
    );
  }

  if (device == null) {
    return (
      <View style={styles.centered}>
        <Text style={styles.text}>No camera was found on this device.</Text>
      </View>
    );
  }

  return (
    <View style={styles.container}>
      <Camera
        ref={camera}
        style={StyleSheet.absoluteFill}
        device={device}
        isActive={isActive}
        photo={true}
        onInitialized={() => setIsReady(true)}
        // highlight-next-line
        onError={onError}
      />
      {problem != null && (
        <View style={styles.banner}>
          <Text style={styles.bannerText}>{problem}</Text>
          <Button title="Retry" onPress={retry} />
        </View>
      )}
      <View style={styles.controls}>
        {lastPhoto != null && (
          <Text style={styles.bannerText}>
            Saved {lastPhoto.width}x{lastPhoto.height}
          </Text>
        )}
        <Button
          title="Take photo"
          disabled={!isReady}
          onPress={() => void takePhoto()}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, backgroundColor: 'black' },
  centered: {
    flex: 1,
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    padding: 24,
  },
  text: { fontSize: 16, textAlign: 'center' },
  banner: {
    position: 'absolute',
    top: 60,
    left: 16,
    right: 16,
    padding: 12,
    borderRadius: 8,
    backgroundColor: 'rgba(0,0,0,0.7)',
  },
  bannerText: { color: 'white', fontSize: 15 },
  controls: {
    position: 'absolute',
    bottom: 48,
    left: 0,
    right: 0,
    alignItems: 'center',
    gap: 8,
  },
});
