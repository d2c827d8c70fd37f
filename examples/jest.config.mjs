// Jest for the guides' runnable samples (`npm run test:samples`): only the folders listed here, so it never sees the
// Vitest tests in tests/. Each folder is a small app of its own, compiled like an app made from the React Native
// template.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const examplesDir = path.dirname(fileURLToPath(import.meta.url));

// React Native 0.81.5's renderer refuses any React but the one it was built with, 19.1.0 ("Incompatible React
// versions"), while the site runs 19.1.1. The samples get that exact React under another name.
const reactForReactNative = path.dirname(
  require.resolve('react-for-react-native/package.json'),
);

const reactNativeApp = {
  preset: 'react-native',
  transform: {
    // The preset's transform, with the Babel preset of the React Native template.
    '^.+\\.(js|ts|tsx)$': [
      'babel-jest',
      { presets: ['module:@react-native/babel-preset'] },
    ],
  },
  moduleNameMapper: {
    '^react$': reactForReactNative,
    '^react/(.*)$': `${reactForReactNative}/$1`,
  },
};

/** @type {import('jest').Config} */
export default {
  // The first render of a test file compiles React Native's components with Babel as they are required. With an
  // empty cache (a fresh clone, CI) on a busy machine that took 9 s, past Jest's default of 5 s per test.
  testTimeout: 30_000,
  projects: [
    // The Mocking guide: the manual mock in mocking/__mocks__ replaces react-native-vision-camera in this folder.
    {
      ...reactNativeApp,
      displayName: 'mocking',
      rootDir: path.join(examplesDir, 'mocking'),
    },
    // The Orientation guide's coordinate helpers: pure functions that import only the package's types.
    {
      ...reactNativeApp,
      displayName: 'orientation',
      rootDir: path.join(examplesDir, 'orientation'),
    },
    // The other guides' samples run against the real package: each folder's jest.setup.ts stands in for its native
    // modules (fakeNativeModules.ts), with the cameras the tests need.
    ...['errors', 'performance'].map((guide) => ({
      ...reactNativeApp,
      displayName: guide,
      rootDir: path.join(examplesDir, guide),
      setupFiles: [path.join(examplesDir, guide, 'jest.setup.ts')],
    })),
  ],
};
