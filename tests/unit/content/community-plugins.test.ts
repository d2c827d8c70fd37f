/**
 * The community plugin list (docs/guides/frame-processor-plugins-community.mdx) against data/community-plugins.yml,
 * the VisionCamera names each plugin release imports: a plugin listed for VisionCamera 4 may only import Android
 * classes and iOS headers that the installed 4.7.3 package has and publishes, never a VisionCamera 3 package, and the
 * guide's tables list exactly the plugins and versions of that file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LIBRARY_NAME } from '../../../config/library';

const ROOT = path.resolve(__dirname, '../../..');
const DATA_FILE = 'data/community-plugins.yml';
const GUIDE = 'docs/guides/frame-processor-plugins-community.mdx';
const INSTALLED = path.join(ROOT, 'node_modules', LIBRARY_NAME);
const JAVA_ROOT = path.join(INSTALLED, 'android/src/main/java');

/**
 * Android packages of VisionCamera 3 that 4.0 renamed, with their 4.x names: a plugin that imports one was written
 * for 3.x (or 2.x) and does not compile against 4.x.
 */
const VISION_CAMERA_3_PACKAGES: Record<string, string> = {
  'com.mrousavy.camera.frameprocessor': 'com.mrousavy.camera.frameprocessors',
  'com.mrousavy.camera.types': 'com.mrousavy.camera.core.types',
};

type Plugin = {
  package: string;
  version: string;
  checked: string;
  visionCamera4: boolean;
  platforms: ('ios' | 'android')[];
  android?: string[];
  ios?: string[];
  reason?: string;
  note?: string;
};

const PLUGINS = Joi.array()
  .items(
    Joi.object({
      package: Joi.string().required(),
      version: Joi.string()
        .pattern(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
        .required(),
      checked: Joi.string()
        .pattern(/^\d{4}-\d{2}-\d{2}$/)
        .required(),
      visionCamera4: Joi.boolean().required(),
      platforms: Joi.array().items(Joi.string().valid('ios', 'android')).min(1).unique().required(),
      android: Joi.array().items(Joi.string().pattern(/^com\.mrousavy\.camera(\.\w+)*\.(\w+|\*)$/)),
      ios: Joi.array().items(Joi.string().pattern(/^VisionCamera(\/\w+\.h)?$/)),
      reason: Joi.string(),
      note: Joi.string(),
    })
      // The imports of every platform the guide lists the plugin for, and a reason when it is not for VisionCamera 4.
      .when(Joi.object({ platforms: Joi.array().items(Joi.valid('android').required(), Joi.any()) }).unknown(), {
        then: Joi.object({ android: Joi.required() }),
      })
      .when(Joi.object({ platforms: Joi.array().items(Joi.valid('ios').required(), Joi.any()) }).unknown(), {
        then: Joi.object({ ios: Joi.required() }),
      })
      .when(Joi.object({ visionCamera4: false }).unknown(), { then: Joi.object({ reason: Joi.required() }) }),
  )
  .unique('package');

function readPlugins(): Plugin[] {
  const { error, value } = PLUGINS.validate(parse(readFileSync(path.join(ROOT, DATA_FILE), 'utf8')), {
    convert: false,
  });
  if (error) throw new Error(`${DATA_FILE}: ${error.message} (entry ${String(error.details[0]?.path[0])})`);
  return value as Plugin[];
}

/** The headers an iOS plugin can import as `<VisionCamera/…>`: the `public_header_files` of the installed podspec. */
function publicHeaders(podspec: string): Set<string> {
  const lists = [...podspec.matchAll(/public_header_files\s*=\s*\[([\s\S]*?)\]/g)].map((match) => match[1] ?? '');
  return new Set(lists.flatMap((list) => [...list.matchAll(/"([^"]+\.h)"/g)].map((match) => match[1] ?? '')));
}

/** Whether the installed Android sources declare a class (or hold a package, for `pkg.*`) of this import. */
function androidNameExists(name: string): boolean {
  const parts = name.split('.');
  const last = parts.pop() ?? '';
  const dir = path.join(JAVA_ROOT, ...parts);
  if (!existsSync(dir)) return false;
  if (last === '*') return true;
  return readdirSync(dir)
    .filter((file) => /\.(kt|java)$/.test(file))
    .some((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      return (
        new RegExp(`^package ${parts.join('\\.')};?$`, 'm').test(source) &&
        new RegExp(`\\b(class|interface|object)\\s+${last}\\b`).test(source)
      );
    });
}

type Installed = { androidNameExists: (name: string) => boolean; publicHeaders: Set<string> };

/** Why a plugin listed for VisionCamera 4 would not build against the installed release; empty when it would. */
function compatibilityProblems(plugin: Plugin, installed: Installed): string[] {
  const problems: string[] = [];
  const where = `${plugin.package}@${plugin.version}`;
  if (plugin.platforms.includes('android')) {
    for (const name of plugin.android ?? []) {
      const old = Object.keys(VISION_CAMERA_3_PACKAGES).find((pkg) => name.startsWith(`${pkg}.`));
      if (old)
        problems.push(
          `${where} imports ${name} from the VisionCamera 3 package ${old} (4.x: ${VISION_CAMERA_3_PACKAGES[old]}): ` +
            'move it to "Not compatible with VisionCamera 4", or list a release that imports the 4.x name',
        );
      else if (!installed.androidNameExists(name))
        problems.push(`${where} imports ${name}, which the installed ${LIBRARY_NAME} does not have`);
    }
  }
  if (plugin.platforms.includes('ios')) {
    const published = new Set([...installed.publicHeaders].map((header) => `VisionCamera/${path.basename(header)}`));
    for (const header of plugin.ios ?? []) {
      if (header !== 'VisionCamera' && !published.has(header))
        problems.push(
          `${where} imports <${header}>, which the installed VisionCamera.podspec does not publish ` +
            '(public_header_files): list the plugin as not compatible, or without iOS',
        );
    }
  }
  return problems;
}

/** `package` and first word of the version column of every row of the guide's tables under a `## ` heading. */
function guideRows(mdx: string, heading: string): { package: string; version: string }[] {
  const start = mdx.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${GUIDE}: no "## ${heading}" section`);
  const end = mdx.indexOf('\n## ', start + 1);
  return mdx
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (Package|---)/.test(line))
    .map((line) => {
      const cells = line.split(' | ');
      const name = /`([^`]+)`/.exec(cells[0] ?? '')?.[1] ?? '';
      const column = heading === 'Plugins by task' ? 2 : 1;
      return { package: name, version: (cells[column] ?? '').trim().split(' ')[0] ?? '' };
    });
}

const plugins = readPlugins();
const installed: Installed = {
  androidNameExists,
  publicHeaders: publicHeaders(readFileSync(path.join(INSTALLED, 'VisionCamera.podspec'), 'utf8')),
};

describe('community plugins listed for VisionCamera 4', () => {
  it('finds the public headers of the installed pod, and each exists', () => {
    expect([...installed.publicHeaders]).toContain('ios/FrameProcessors/FrameProcessorPlugin.h');
    expect([...installed.publicHeaders]).not.toContain('ios/FrameProcessors/VisionCameraProxy.h');
    for (const header of installed.publicHeaders) expect(existsSync(path.join(INSTALLED, header)), header).toBe(true);
  });

  it('flags a VisionCamera 3 package, a name 4.7.3 lacks and an unpublished header (fixtures)', () => {
    const fixture = (android: string[], ios: string[]): Plugin => ({
      package: 'fixture-plugin',
      version: '1.0.0',
      checked: '2026-11-27',
      visionCamera4: true,
      platforms: ['ios', 'android'],
      android,
      ios,
    });
    const good = fixture(
      ['com.mrousavy.camera.frameprocessors.Frame', 'com.mrousavy.camera.core.FrameInvalidError'],
      ['VisionCamera', 'VisionCamera/FrameProcessorPlugin.h'],
    );
    expect(compatibilityProblems(good, installed)).toEqual([]);
    const old = compatibilityProblems(
      fixture(['com.mrousavy.camera.frameprocessor.Frame', 'com.mrousavy.camera.types.Orientation'], []),
      installed,
    );
    expect(old).toHaveLength(2);
    expect(old[0]).toMatch(/VisionCamera 3 package com\.mrousavy\.camera\.frameprocessor \(4\.x: .*frameprocessors\)/);
    expect(old[1]).toMatch(/4\.x: com\.mrousavy\.camera\.core\.types/);
    expect(compatibilityProblems(fixture(['com.mrousavy.camera.frameprocessors.NoSuchClass'], []), installed)).toEqual([
      expect.stringMatching(/does not have/),
    ]);
    expect(compatibilityProblems(fixture([], ['VisionCamera/VisionCameraProxy.h']), installed)).toEqual([
      expect.stringMatching(/does not publish/),
    ]);
  });

  it('import only names that the installed 4.7.3 sources have and publish', () => {
    const listed = plugins.filter((plugin) => plugin.visionCamera4);
    expect(listed.length).toBeGreaterThanOrEqual(15);
    expect(listed.flatMap((plugin) => compatibilityProblems(plugin, installed))).toEqual([]);
  });

  it('are exactly the plugins and versions of the guide, and the incompatible ones are in its last table', () => {
    const mdx = readFileSync(path.join(ROOT, GUIDE), 'utf8');
    const entries = (compatible: boolean) =>
      plugins
        .filter((plugin) => plugin.visionCamera4 === compatible)
        .map((plugin) => ({ package: plugin.package, version: plugin.version }));
    const byName = (a: { package: string }, b: { package: string }) => a.package.localeCompare(b.package);
    expect(guideRows(mdx, 'Plugins by task').sort(byName), `the plugin tables of ${GUIDE} and ${DATA_FILE}`).toEqual(
      entries(true).sort(byName),
    );
    expect(
      guideRows(mdx, 'Not compatible with VisionCamera 4').sort(byName),
      `the "Not compatible" table of ${GUIDE} and ${DATA_FILE}`,
    ).toEqual(entries(false).sort(byName));
  });
});
