/**
 * data/compatibility.yml, read and checked in one place: what each published 4.x release was built and tested with,
 * and the version pairings that broke it. Its header comment explains the fields. The remark plugin renders it
 * (./compatibilityMatrix.ts), the Docusaurus plugin checks it before any page compiles, and the tests read it.
 */
import Joi from 'joi';
import { DataFileError, defineDataFile, PROBLEMS_FILE, readProblems } from './data.mjs';

const COMPATIBILITY_FILE = 'data/compatibility.yml';

/** The peer libraries the page tracks, in the order of its columns. */
export const PEERS = ['react-native-worklets-core', '@shopify/react-native-skia', 'react-native-reanimated'] as const;
export type PeerName = (typeof PEERS)[number];

export type Peer = { range: string; optional: boolean; dev?: string };

export type Release = {
  version: string;
  reactNative: { dev: string; example: string; examplePath: string };
  peers: Partial<Record<PeerName, Peer>>;
  ios: { deploymentTarget: string; xcode: string };
  android: { minSdk: number; compileSdk: number; targetSdk: number; kotlin: string; agp: string; camerax: string };
  expo: { configPlugins: string };
};

export const TOOLS = [
  'react-native',
  'xcode',
  'agp',
  'ndk',
  'android',
  'react-native-worklets-core',
  'react-native-reanimated',
] as const;
export type Tool = (typeof TOOLS)[number];

export type Breakage = {
  problem: string;
  label: string;
  short: string;
  triggers: { tool: Tool; versions: string[] }[];
  since: string | null;
  fixedIn: string | null;
  fixedElsewhere?: string;
  evidence: string;
};

export type XcodeBasis = { minimum: string; basis: string };

export type Compatibility = {
  xcode: Record<string, XcodeBasis>;
  expoSdks: { sdk: number; configPlugins: string }[];
  releases: Release[];
  breakages: Breakage[];
};

/** A published version: `4.7.3`, or a prerelease such as `4.0.0-beta.13`. */
const VERSION = /^4\.\d+\.\d+(-beta\.\d+)?$/;
const RANGE = Joi.string().pattern(/^(\*|\^\d+\.\d+\.\d+|\d+\.\d+\.\d+)$/);
// Inline Markdown rendered into MDX pages: `<` and `{` only inside inline code.
const INLINE = Joi.string().custom((value: string, helpers) =>
  /[<{]/.test(value.replace(/`[^`]*`/g, '')) ? helpers.error('any.invalid') : value,
);

const PEER = Joi.object({ range: RANGE.required(), optional: Joi.boolean().required(), dev: RANGE });

const RELEASE = Joi.object({
  version: Joi.string().pattern(VERSION).required(),
  reactNative: Joi.object({
    dev: RANGE.required(),
    example: RANGE.required(),
    examplePath: Joi.string().valid('package/example/package.json', 'example/package.json').required(),
  }).required(),
  peers: Joi.object(Object.fromEntries(PEERS.map((name) => [name, PEER]))).required(),
  ios: Joi.object({
    deploymentTarget: Joi.string()
      .pattern(/^\d+\.\d+$/)
      .required(),
    xcode: Joi.string().required(),
  }).required(),
  android: Joi.object({
    minSdk: Joi.number().integer().min(16).required(),
    compileSdk: Joi.number().integer().min(16).required(),
    targetSdk: Joi.number().integer().min(16).required(),
    kotlin: Joi.string()
      .pattern(/^\d+\.\d+\.\d+$/)
      .required(),
    agp: Joi.string()
      .pattern(/^\d+\.\d+\.\d+$/)
      .required(),
    camerax: Joi.string()
      .pattern(/^\d+\.\d+\.\d+(-[a-z]+\d+)?$/)
      .required(),
  }).required(),
  expo: Joi.object({
    configPlugins: Joi.string()
      .pattern(/^\^\d+\.\d+\.\d+$/)
      .required(),
  }).required(),
});

const BREAKAGE = Joi.object({
  problem: Joi.string().required(),
  label: INLINE.required(),
  short: Joi.string().max(24).required(),
  triggers: Joi.array()
    .items(
      Joi.object({
        tool: Joi.string()
          .valid(...TOOLS)
          .required(),
        versions: Joi.array().items(Joi.string()).required(),
      }),
    )
    .min(1)
    .required(),
  since: Joi.string().pattern(VERSION).allow(null).required(),
  fixedIn: Joi.string().pattern(VERSION).allow(null).required(),
  fixedElsewhere: Joi.string(),
  evidence: Joi.string().required(),
});

const COMPATIBILITY = Joi.object({
  xcode: Joi.object()
    .pattern(
      Joi.string(),
      Joi.object({
        minimum: Joi.string()
          .pattern(/^\d+\.\d+$/)
          .required(),
        basis: Joi.string().required(),
      }),
    )
    .min(1)
    .required(),
  expoSdks: Joi.array()
    .items(Joi.object({ sdk: Joi.number().integer().required(), configPlugins: Joi.string().required() }))
    .min(1)
    .required(),
  releases: Joi.array().items(RELEASE).min(1).unique('version').required(),
  breakages: Joi.array().items(BREAKAGE).unique('problem').required(),
});

/**
 * Orders two versions of the form `4.7.3` or `4.0.0-beta.13`: a prerelease comes before its release.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => {
    const [core = '', pre] = version.split('-');
    const [major = 0, minor = 0, patch = 0] = core.split('.').map(Number);
    return { numbers: [major, minor, patch], pre: pre === undefined ? Infinity : Number(pre.split('.').at(-1)) };
  };
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return left.pre === right.pre ? 0 : left.pre < right.pre ? -1 : 1;
}

/** Whether a release falls in a breakage's known range: from `since` up to, not including, `fixedIn`. */
export function isAffected(release: string, breakage: Breakage): boolean {
  if (breakage.since === null) return false;
  return (
    compareVersions(release, breakage.since) >= 0 &&
    (breakage.fixedIn === null || compareVersions(release, breakage.fixedIn) < 0)
  );
}

/** `0.75` from a range such as `^0.75.4`. */
export const reactNativeMinor = (range: string) => /(\d+\.\d+)/.exec(range)?.[1] ?? range;

/**
 * The compatibility data. Throws a `DataFileError` with the line and entry of every problem: an entry that does not
 * match the format, releases that are not newest first, or an entry that names an Xcode basis, a release or a problem
 * that does not exist. A release is named by its version, a breakage by its problem.
 */
export const readCompatibility = defineDataFile<Compatibility>(
  COMPATIBILITY_FILE,
  COMPATIBILITY,
  (data, report, siteDir) => {
    data.releases.forEach((release, index) => {
      if (!(release.ios.xcode in data.xcode))
        report(['releases', index, 'ios', 'xcode'], `names the basis "${release.ios.xcode}", not listed under xcode`);
      const older = data.releases[index + 1];
      if (older && compareVersions(release.version, older.version) <= 0)
        report(
          ['releases', index + 1, 'version'],
          `must be older than ${release.version}, above it: releases are newest first`,
        );
    });
    const versions = new Set(data.releases.map((release) => release.version));
    let problems: Set<string> | undefined;
    try {
      problems = new Set(readProblems(siteDir).problems.map((problem) => problem.id));
    } catch (error) {
      // data/problems.yml reports its own problems; the names are checked once it reads.
      if (!(error instanceof DataFileError)) throw error;
    }
    data.breakages.forEach((breakage, index) => {
      if (problems && !problems.has(breakage.problem))
        report(['breakages', index, 'problem'], `names no entry of ${PROBLEMS_FILE}`);
      for (const field of ['since', 'fixedIn'] as const) {
        const version = breakage[field];
        if (version !== null && !versions.has(version))
          report(['breakages', index, field], `${version} is not a release listed in releases`);
      }
      if (breakage.since && breakage.fixedIn && compareVersions(breakage.since, breakage.fixedIn) >= 0)
        report(['breakages', index, 'fixedIn'], `${breakage.fixedIn} is not after since ${breakage.since}`);
    });
  },
  { names: ['version', 'problem'], uses: [PROBLEMS_FILE] },
);
