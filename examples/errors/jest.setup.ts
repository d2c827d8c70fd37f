import { installFakeNativeModules } from '../fakeNativeModules';

// The error helpers need the package's classes, not cameras.
installFakeNativeModules([]);
