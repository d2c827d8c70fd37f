import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: string;
  /** Where "Learn more" goes: the API entry point for the feature. */
  to: string;
  linkLabel: string;
};

const FEATURES: Feature[] = [
  {
    title: 'Photos and video',
    description:
      'Capture full-resolution photos with flash and HDR, or record H.264/HEVC video with sound, pause and resume.',
    to: '/docs/api/classes/Camera#takephoto',
    linkLabel: 'takePhoto() reference',
  },
  {
    title: 'QR and barcode scanning',
    description:
      'Read QR, EAN, Code 128, Data Matrix and more with the platform scanners, without writing native code.',
    to: '/docs/api/functions/useCodeScanner',
    linkLabel: 'useCodeScanner() reference',
  },
  {
    title: 'Realtime frame processors',
    description:
      'Run a JavaScript worklet on every camera frame for ML models, face or text detection, at camera speed.',
    to: '/docs/api/functions/useFrameProcessor',
    linkLabel: 'useFrameProcessor() reference',
  },
  {
    title: 'Devices and formats',
    description:
      'Pick the ultra-wide, telephoto or a multi-camera device, then the resolution, frame rate and HDR you need.',
    to: '/docs/api/functions/useCameraFormat',
    linkLabel: 'useCameraFormat() reference',
  },
  {
    title: 'Draw on the camera with Skia',
    description: 'Paint boxes, filters and shaders straight onto camera frames, and see them in the preview.',
    to: '/docs/api/functions/useSkiaFrameProcessor',
    linkLabel: 'useSkiaFrameProcessor() reference',
  },
  {
    title: 'Native plugins',
    description: 'Hand frames to Swift, Kotlin or C++ code and return results to JavaScript with a typed plugin.',
    to: '/docs/api/interfaces/FrameProcessorPlugin',
    linkLabel: 'FrameProcessorPlugin reference',
  },
];

/** The home page's grid of what the library can do, each card linking to where to start. */
export default function FeatureCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {FEATURES.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {feature.title}
          </Heading>
          <p className={styles.description}>{feature.description}</p>
          <Link className={styles.link} to={feature.to}>
            {feature.linkLabel} →
          </Link>
        </li>
      ))}
    </ul>
  );
}
