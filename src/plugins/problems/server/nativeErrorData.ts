/**
 * data/native-errors.yml, read and checked in one place: the native platform errors that 4.7.3 passes on to
 * JavaScript (AVFoundation, audio session and Core Audio codes on iOS; CameraX constants on Android), the routes they
 * take, and the evidence for each. The file's header comment explains the fields; ./nativeErrors.ts renders them.
 */
import Joi from 'joi';
import { defineDataFile, type Platform, type SourceLines } from './data.mjs';

const NATIVE_ERRORS_FILE = 'data/native-errors.yml';

/** Where each platform's own documentation lives: an entry must link at least one page there. */
export const DOCS_HOSTS: Record<Platform, string> = {
  ios: 'developer.apple.com',
  android: 'developer.android.com',
};

/** A citation of 4.7.3 lines, with a text those lines contain. */
export type ShownSource = SourceLines & { shows: string };

export type NativeErrorGroup = { id: string; platform: Platform };

export type NativeErrorRoute = {
  id: string;
  platform: Platform;
  /** The callback or promise the error reaches (inline Markdown). */
  where: string;
  /** What JavaScript receives: `CameraRuntimeError`, `CameraCaptureError` or `plain object`. */
  class: string;
  /** The VisionCamera code, unless each entry names its own. */
  code?: string;
  /** `error.message`, with `{code}` standing for the entry's number. */
  message?: string;
  /** What else the reader finds on the error (Markdown). */
  note: string;
  source: ShownSource[];
};

export type NativeErrorLanding = { route: string; code?: string; message?: string };

/** A documentation page: its address, or its address and a title when the page is not the constant's own. */
export type DocsPage = string | { url: string; title: string };

/** The address of a documentation page. */
export const docsUrl = (page: DocsPage): string => (typeof page === 'string' ? page : page.url);

export type NativeError = {
  id: string;
  group: string;
  code: number;
  name: string;
  alias?: string[];
  /** The part of an iOS error message that names the code, as readers paste it. */
  inMessage?: string;
  meaning: string;
  docs: DocsPage[];
  lands: NativeErrorLanding[];
  evidence: 'reported' | 'mapped' | 'documented';
  issues?: number[];
  seen?: { issue: number; text: string }[];
  source?: ShownSource[];
  fix: string;
  problems?: string[];
  unverified?: string;
};

export type NativeErrorCatalogue = {
  groups: NativeErrorGroup[];
  routes: NativeErrorRoute[];
  errors: NativeError[];
};

const ID = Joi.string().pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const PLATFORM = Joi.string().valid('ios', 'android');
const SHOWN_SOURCE = Joi.object({
  path: Joi.string()
    .pattern(/^package\//)
    .required(),
  lines: Joi.string()
    .pattern(/^\d+(-\d+)?$/)
    .required(),
  shows: Joi.string().min(3).required(),
});
const VISION_CAMERA_CODE = Joi.string().pattern(/^[a-z-]+\/[a-z-]+$/);
const ISSUE = Joi.number().integer().positive();

const CATALOGUE = Joi.object({
  groups: Joi.array()
    .items(Joi.object({ id: ID.required(), platform: PLATFORM.required() }))
    .min(1)
    .unique('id')
    .required(),
  routes: Joi.array()
    .items(
      Joi.object({
        id: ID.required(),
        platform: PLATFORM.required(),
        where: Joi.string().required(),
        class: Joi.string().valid('CameraRuntimeError', 'CameraCaptureError', 'plain object').required(),
        code: VISION_CAMERA_CODE,
        message: Joi.string(),
        note: Joi.string().required(),
        source: Joi.array().items(SHOWN_SOURCE).min(1).required(),
      }),
    )
    .min(1)
    .unique('id')
    .required(),
  errors: Joi.array()
    .items(
      Joi.object({
        id: ID.required(),
        group: ID.required(),
        code: Joi.number().integer().required(),
        name: Joi.string()
          .pattern(/^[A-Za-z_][\w.]*$/)
          .required(),
        alias: Joi.array().items(Joi.string()).min(1),
        inMessage: Joi.string(),
        meaning: Joi.string().required(),
        docs: Joi.array()
          .items(
            Joi.string().uri({ scheme: 'https' }),
            Joi.object({ url: Joi.string().uri({ scheme: 'https' }).required(), title: Joi.string().required() }),
          )
          .min(1)
          .required(),
        lands: Joi.array()
          .items(Joi.object({ route: ID.required(), code: VISION_CAMERA_CODE, message: Joi.string() }))
          .min(1)
          .unique('route')
          .required(),
        evidence: Joi.string().valid('reported', 'mapped', 'documented').required(),
        issues: Joi.array().items(ISSUE).min(1).unique(),
        seen: Joi.array().items(Joi.object({ issue: ISSUE.required(), text: Joi.string().required() })),
        source: Joi.array().items(SHOWN_SOURCE).min(1),
        fix: Joi.string().required(),
        problems: Joi.array().items(ID).min(1).unique(),
        unverified: Joi.string(),
      })
        // A report is the evidence of `reported`; the cited lines are the evidence of `mapped`.
        .when(Joi.object({ evidence: 'reported' }).unknown(), { then: Joi.object({ issues: Joi.required() }) })
        .when(Joi.object({ evidence: 'mapped' }).unknown(), { then: Joi.object({ source: Joi.required() }) }),
    )
    .min(1)
    .unique('id')
    .required(),
});

/**
 * The catalogue of native errors. Throws a `DataFileError` with the line and entry of every problem: an entry that
 * does not match the format, names an unknown group or route, a route of the other platform, a route without a code
 * while the entry names none, a documentation page off its platform's site, or a quoted issue its `issues` leave out.
 */
export const readNativeErrors = defineDataFile<NativeErrorCatalogue>(
  NATIVE_ERRORS_FILE,
  CATALOGUE,
  (catalogue, report) => {
    const groups = new Map(catalogue.groups.map((group) => [group.id, group]));
    const routes = new Map(catalogue.routes.map((route) => [route.id, route]));
    catalogue.errors.forEach((entry, index) => {
      const at = (...path: (string | number)[]) => ['errors', index, ...path];
      const group = groups.get(entry.group);
      if (!group) report(at('group'), `"${entry.group}" is not listed in groups`);
      entry.lands.forEach((landing, landingIndex) => {
        const route = routes.get(landing.route);
        if (!route) report(at('lands', landingIndex, 'route'), `"${landing.route}" is not listed in routes`);
        else if (group && route.platform !== group.platform)
          report(
            at('lands', landingIndex, 'route'),
            `"${route.id}" is an ${route.platform} route, but the entry is in an ${group.platform} group`,
          );
        else if (!route.code && !landing.code)
          report(at('lands', landingIndex), `needs a code: the route "${route.id}" has none`);
      });
      if (group) {
        const host = DOCS_HOSTS[group.platform];
        if (!entry.docs.some((page) => new URL(docsUrl(page)).hostname === host))
          report(at('docs'), `links no documentation page on ${host}`);
      }
      if (entry.inMessage !== undefined && !entry.inMessage.includes(String(entry.code)))
        report(at('inMessage'), `does not contain the code ${entry.code}`);
      (entry.seen ?? []).forEach((seen, seenIndex) => {
        if (!(entry.issues ?? []).includes(seen.issue))
          report(at('seen', seenIndex, 'issue'), `#${seen.issue} is quoted, but issues leave it out`);
      });
    });
  },
);

/** The constant without its class: `ERROR_CAMERA_IN_USE` of `CameraState.ERROR_CAMERA_IN_USE`. */
export const constantOf = (entry: Pick<NativeError, 'name'>): string => entry.name.split('.').at(-1) ?? entry.name;

/**
 * The section heading of an entry: the number first on iOS, where readers paste it; on Android the constant without
 * its class, whose words ("Video", "Record", "Capture") would otherwise pull in every search about recording or
 * capturing. The section names the class.
 */
export function nativeErrorHeading(entry: NativeError, platform: Platform): string {
  return platform === 'ios' ? `${entry.code} ${entry.name}` : `${constantOf(entry)} (${entry.code})`;
}
