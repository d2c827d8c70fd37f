// Validates the GitHub Actions workflows in .github/workflows against the workflow schema (action-validator's, the
// SchemaStore schema, compiled to WebAssembly: no network, no Rust toolchain), and checks that every action is pinned
// to a version tag or a commit, never a branch. Part of `npm run lint`.
//
// Usage: npm run lint:workflows            (exit code 1 on any problem)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';

const ROOT = path.resolve(__dirname, '..');
const WORKFLOWS_DIR = path.join(ROOT, '.github/workflows');

/**
 * The schema reports a job that matches none of its shapes as a `one_of` error with one list per shape; the shape
 * with the fewest errors is the one the author meant, so only its errors are shown.
 */
function describe(error: ValidationError): string[] {
  if ('states' in error && error.states && error.states.length > 0) {
    const closest = [...error.states].sort((a, b) => a.errors.length - b.errors.length)[0];
    if (closest && closest.errors.length > 0) return closest.errors.flatMap(describe);
  }
  const where =
    'location' in error && error.location
      ? `line ${error.location.line}, column ${error.location.column}`
      : 'path' in error && error.path
        ? error.path
        : '(file)';
  return [`${where}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`];
}

/** `owner/repo@v4`, `owner/repo/path@v1.2.3` or `owner/repo@<40 hex>`; local (`./`) and `docker://` actions too. */
const PINNED =
  /^(\.\/.+|docker:\/\/.+(:[\w.-]+|@sha256:[0-9a-f]{64})|[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40}))$/;

/** The problems of one workflow file's text: schema errors, then actions not pinned to a version. */
export function lintWorkflow(text: string): string[] {
  const problems = validateWorkflow(text).errors.flatMap(describe);
  text.split('\n').forEach((line, index) => {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)/.exec(line);
    if (match && !PINNED.test(match[1] as string)) {
      problems.push(`line ${index + 1}: \`${match[1]}\` is not pinned to a version tag (@v4, @v1.2.3) or a commit`);
    }
  });
  return [...new Set(problems)];
}

function main(): number {
  const files = readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  if (files.length === 0) {
    console.error(`No workflow file in ${path.relative(ROOT, WORKFLOWS_DIR)}.`);
    return 1;
  }
  let failed = 0;
  for (const name of files) {
    const file = path.join(WORKFLOWS_DIR, name);
    const problems = lintWorkflow(readFileSync(file, 'utf8'));
    if (problems.length === 0) continue;
    failed += 1;
    console.error(`${path.relative(ROOT, file)}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  if (failed > 0) return 1;
  console.log(`Validated ${files.length} workflow file(s) in ${path.relative(ROOT, WORKFLOWS_DIR)}.`);
  return 0;
}

if (require.main === module) process.exit(main());
