import { Platform, StyleSheet, View } from 'react-native';
import type {
  Code,
  CodeScannerFrame,
  Orientation,
} from 'react-native-vision-camera';
import {
  codeScannerMapping,
  rectToView,
  type ResizeMode,
  type Size,
} from './previewCoordinates';

type Props = {
  /** The two arguments of the latest onCodeScanned call. */
  codes: Code[];
  scannerFrame: CodeScannerFrame;
  /** The `<Camera>` view's size (onLayout) and its resizeMode. */
  view: Size;
  resizeMode: ResizeMode;
  /** `device.position === 'front'` and `device.sensorOrientation`. */
  isFrontCamera: boolean;
  sensorOrientation: Orientation;
  /** Android, with a format that is not 4:3: the upright preview's width / height. */
  previewAspectRatio?: number;
  platform?: 'ios' | 'android';
};

/** Outlines the codes of the latest scan. Render it over the `<Camera>`, in the same box. */
export function CodeHighlights({
  codes,
  scannerFrame,
  platform = Platform.OS === 'ios' ? 'ios' : 'android',
  ...options
}: Props) {
  // highlight-next-line
  const mapping = codeScannerMapping(scannerFrame, { ...options, platform });
  return (
    <View style={StyleSheet.absoluteFill} pointerEvents="none">
      {codes.map((code, index) => {
        if (code.frame == null) return null;
        const box = rectToView(code.frame, mapping);
        return (
          <View
            key={`${index}-${code.value ?? ''}`}
            testID="code-highlight"
            style={[
              styles.box,
              { left: box.x, top: box.y, width: box.width, height: box.height },
            ]}
          />
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    position: 'absolute',
    borderWidth: 2,
    borderRadius: 4,
    borderColor: '#facc15',
  },
});
