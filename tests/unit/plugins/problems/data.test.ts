/**
 * The problem catalogue and the known issues, checked without a build: every entry is well formed, every source
 * citation names a file of the repository at the documented tag and lines that exist in the installed package, every
 * problem is placed once in its guide, and every known issue is noted in the sections its entry names.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Joi from 'joi';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBRARY_TAG } from '../../../../config/library';
import { headingAnchor } from '../../../../src/plugins/api-reference/server/apiReference.mjs';
import {
  DataFileError,
  defineDataFile,
  EFFECT_PLATFORMS,
  formatDataProblem,
  readKnownIssues,
  readProblems,
  sourceLabel,
  sourceUrl,
  type SourceLines,
} from '../../../../src/plugins/problems/server/data.mjs';
import { filesAtTag, installedPath, ROOT } from '../../../support/repositoryLinks';

const GUIDES = path.join(ROOT, 'docs/guides');
const FILES_AT_TAG = filesAtTag();

const { problems } = readProblems(ROOT);
const knownIssues = readKnownIssues(ROOT);
const guides = readdirSync(GUIDES)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ id: file.slice(0, -'.mdx'.length), mdx: readFileSync(path.join(GUIDES, file), 'utf8') }));

/** Why a citation is wrong, or undefined: the file must exist at the tag and the lines inside the installed file. */
function citationError(source: SourceLines): string | undefined {
  if (!FILES_AT_TAG.has(source.path)) return `${source.path} is not a file at ${LIBRARY_TAG}`;
  const length = readFileSync(installedPath(source.path), 'utf8').split('\n').length;
  const [start = 0, end = start] = source.lines.split('-').map(Number);
  if (start < 1 || end < start || end > length) return `${source.path}:${source.lines} is outside its ${length} lines`;
  return undefined;
}

/** `guide#anchor` of every `<tag id="…">` in the guides, by the `##`/`###` heading above it. */
function tagSections(tag: string): { id: string; section: string }[] {
  const found: { id: string; section: string }[] = [];
  for (const { id: guide, mdx } of guides) {
    let anchor = '';
    for (const line of mdx.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
      const heading = /^#{2,3} (.+)$/.exec(line);
      if (heading) anchor = headingAnchor((heading[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''));
      for (const match of line.matchAll(new RegExp(`<${tag} id="([^"]+)"`, 'g')))
        found.push({ id: match[1] ?? '', section: `${guide}#${anchor}` });
    }
  }
  return found;
}

describe('the problem catalogue', () => {
  it('holds at least 80 problems, each with issues and evidence for its cause', () => {
    expect(problems.length).toBeGreaterThanOrEqual(80);
    for (const problem of problems) {
      expect(problem.issues.length, problem.id).toBeGreaterThan(0);
      expect(Boolean(problem.source?.length || problem.attribution || problem.causeUnknown), problem.id).toBe(true);
    }
  });

  it('does not repeat the "Cause not known." label in the cause of an entry whose cause is unknown', () => {
    const repeated = problems.filter(
      (problem) => problem.causeUnknown && /^(Not known|Unknown|Not (fully )?established)\./.test(problem.cause ?? ''),
    );
    expect(repeated.map((problem) => problem.id)).toEqual([]);
  });

  it('cites only lines that exist in the 4.7.3 sources', () => {
    const wrong = problems.flatMap((problem) =>
      (problem.source ?? []).map(citationError).flatMap((error) => (error ? [`${problem.id}: ${error}`] : [])),
    );
    expect(wrong).toEqual([]);
  });

  it('places every problem once, in the guide its entry names', () => {
    const placed = tagSections('Problem');
    const ids = new Set(problems.map((problem) => problem.id));
    expect(
      placed.filter(({ id }) => !ids.has(id)),
      'a <Problem> tag names no entry',
    ).toEqual([]);
    for (const problem of problems) {
      const places = placed.filter(({ id }) => id === problem.id).map(({ section }) => section.split('#')[0]);
      expect(places, `add <Problem id="${problem.id}" /> to docs/guides/${problem.guide}.mdx`).toEqual([problem.guide]);
    }
  });
});

describe('the known issues', () => {
  it('cite only lines that exist in the 4.7.3 sources, and doc comments that exist', () => {
    const wrong = knownIssues.flatMap((issue) => {
      const sources = [...issue.source];
      if (issue.docComment) {
        const [file = '', lines = ''] = issue.docComment.split(':');
        sources.push({ path: file, lines });
      }
      return sources.map(citationError).flatMap((error) => (error ? [`${issue.id}: ${error}`] : []));
    });
    expect(wrong).toEqual([]);
  });

  it('are noted, with their source line, in every section their entry names, and nowhere else', () => {
    const noted = tagSections('KnownIssueSource');
    const ids = new Set(knownIssues.map((issue) => issue.id));
    expect(
      noted.filter(({ id }) => !ids.has(id)),
      'a <KnownIssueSource> tag names no entry',
    ).toEqual([]);
    for (const issue of knownIssues) {
      const sections = noted.filter(({ id }) => id === issue.id).map(({ section }) => section);
      expect(new Set(sections), issue.id).toEqual(new Set([issue.guide, ...(issue.alsoIn ?? [])]));
    }
  });

  it('with an effect, cite the native code of the platform that ignores the member, and say so', () => {
    const withEffect = knownIssues.filter((issue) => issue.effect);
    expect(withEffect.length).toBeGreaterThanOrEqual(3);
    for (const issue of withEffect) {
      const platform = EFFECT_PLATFORMS[issue.effect ?? 'no-effect-on-ios'];
      const native = platform === 'ios' ? 'package/ios/' : 'package/android/';
      expect(
        issue.source.some((source) => source.path.startsWith(native) && !citationError(source)),
        issue.id,
      ).toBe(true);
      expect(issue.summary, issue.id).toMatch(/no effect|never applied/);
    }
  });

  it('sit inside a "Known issue" note: every note in the guides carries exactly one source tag', () => {
    const notes = guides.flatMap(({ id, mdx }) =>
      [...mdx.matchAll(/^(\s*):::warning\[Known issue in [^\]]+\]\n([\s\S]*?)^\1:::$/gm)].map((match) => ({
        where: `${id}: ${(match[2] ?? '').slice(0, 60)}`,
        tags: [...(match[2] ?? '').matchAll(/<KnownIssueSource id=/g)].length,
      })),
    );
    expect(notes.length).toBeGreaterThan(30);
    expect(notes.filter((note) => note.tags !== 1).map((note) => note.where)).toEqual([]);
  });
});

describe('source citations', () => {
  it('link the file at the tag with a line anchor and read as file:lines', () => {
    const base = `https://github.com/mrousavy/react-native-vision-camera/blob/${LIBRARY_TAG}`;
    const source = {
      path: 'package/android/src/main/java/com/mrousavy/camera/react/CameraViewModule.kt',
      lines: '101-113',
    };
    expect(sourceUrl(`${base}/`, source)).toBe(`${base}/${source.path}#L101-L113`);
    expect(sourceLabel(source)).toBe('CameraViewModule.kt:101-113');
    expect(sourceUrl(base, { ...source, lines: '36-36' })).toBe(`${base}/${source.path}#L36`);
    expect(sourceLabel({ ...source, lines: '36-36' })).toBe('CameraViewModule.kt:36');
  });
});

describe('the known issues file', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'known-issues-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A site whose file holds one entry with these lines added (a new folder each: the reader caches by file). */
  const siteWith = (lines: string) => {
    const site = mkdtempSync(path.join(root, 'site-'));
    mkdirSync(path.join(site, 'data'));
    writeFileSync(
      path.join(site, 'data/known-issues.yml'),
      `- id: x\n  member: CameraProps.photoHdr\n  summary: s\n  guide: hdr#a\n` +
        `  source: [{ path: package/ios/a.swift, lines: '1-2' }]\n${lines}`,
    );
    return site;
  };

  it('accepts an effect on the one platform of its entry, and rejects any other', () => {
    expect(readKnownIssues(siteWith('  platforms: [ios]\n  effect: no-effect-on-ios\n'))[0]?.effect).toBe(
      'no-effect-on-ios',
    );
    expect(() => readKnownIssues(siteWith('  platforms: [ios, android]\n  effect: no-effect-on-ios\n'))).toThrow(
      'data/known-issues.yml:7:3 (x): effect "no-effect-on-ios" needs a member and platforms: [ios]',
    );
    expect(() => readKnownIssues(siteWith('  platforms: [ios]\n  effect: no-effect-on-android\n'))).toThrow(
      /platforms: \[android\]/,
    );
    expect(() => readKnownIssues(siteWith('  platforms: [ios]\n  effect: ignored\n'))).toThrow(/effect/);
  });
});

describe('defineDataFile', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'data-file-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(path.join(site, 'data'));
  const schema = Joi.array().items(Joi.object({ id: Joi.string().required(), title: Joi.string().required() }));
  const problemsOf = (yaml: string, file = `data/t${Math.random().toString(36).slice(2)}.yml`) => {
    writeFileSync(path.join(site, file), yaml);
    try {
      defineDataFile(file, schema)(site);
      return [];
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      return error.problems.map((problem) => formatDataProblem({ ...problem, file: 'data/t.yml' }));
    }
  };

  it('reports every schema problem at once, by line and entry id', () => {
    const yaml = '- id: first\n  title: One\n- id: second\n- id: third\n  title: 3\n  extra: x\n';
    expect(problemsOf(yaml)).toEqual([
      'data/t.yml:3 (second): title is required',
      'data/t.yml:5:3 (third): title must be a string',
      'data/t.yml:6:3 (third): extra is not allowed',
    ]);
  });

  it("runs the file's own rules in the same run as the schema", () => {
    const file = 'data/rules.yml';
    writeFileSync(path.join(site, file), '- id: a\n  title: A\n- id: b\n');
    const read = defineDataFile(file, schema, (entries: { id: string }[], report) =>
      entries.forEach((entry, index) => entry.id === 'a' && report([index, 'id'], 'is reserved')),
    );
    expect(() => read(site)).toThrow('data/rules.yml:1:3 (a): id is reserved\ndata/rules.yml:3 (b): title is required');
  });

  it('reports a YAML syntax error with its line, and names the entry by its path when it has no id', () => {
    // An unquoted value with ": " in it, the commonest slip in these files.
    expect(problemsOf('- id: a\n  title: Error: the camera is busy\n- id: b\n')).toEqual([
      'data/t.yml:2:10: YAML syntax error: Nested mappings are not allowed in compact mappings',
    ]);
    expect(problemsOf('- title: x\n')).toEqual(['data/t.yml:1 ([0]): id is required']);
  });
});
