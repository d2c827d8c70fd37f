// @ts-check
// Patches @docsearch/react 3.9.0 so the search modal can show its "Unable to fetch results" screen.
//
// The bug: the modal sets status 'error' when the search client fails, but @algolia/autocomplete-core 1.17.x
// (bundled inside @docsearch/react's dist files) resets the status to 'idle' in a `finally` block, so the error
// screen never renders and the reader sees "No results for …" instead. The upstream code is
//   .finally(function () { setStatus('idle'); ... })
// and we make it keep an 'error' status:
//   .finally(function () { if (store.getState().status !== 'error') setStatus('idle'); ... })
// autocomplete-core 1.19.x still has the same `finally`, so upgrading does not help.
//
// Two entry points:
// - `node src/plugins/search/server/docsearchPatch.mjs` (npm's postinstall) applies the patch. It is idempotent, and it
//   fails loudly if the version is not the pinned one or a file does not contain the expected code, so the patch is
//   reviewed instead of silently lost.
// - `assertDocsearchPatched()`, called by the search plugin at build time: `npm ci --ignore-scripts` skips
//   postinstall, and the build must then stop with a clear error instead of shipping the broken modal.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The version package.json pins (dependencies and overrides); the patch below is written for it. */
export const PATCHED_VERSION = '3.9.0';
const SCRIPT = 'src/plugins/search/server/docsearchPatch.mjs';

// Minified names: `p` is setStatus and `c` the autocomplete store in both builds (the browser bundle uses ESM,
// Node tools the UMD build).
const PATCHES = [
  {
    file: 'dist/esm/index.js',
    from: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    to: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    file: 'dist/umd/index.js',
    from: '.finally((function(){p("idle"),ct&&o.environment.clearTimeout(ct)}))',
    to: '.finally((function(){"error"!==c.getState().status&&p("idle"),ct&&o.environment.clearTimeout(ct)}))',
  },
];

function installed() {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (version !== PATCHED_VERSION) {
    throw new Error(
      `${SCRIPT} patches @docsearch/react ${PATCHED_VERSION}, but ${version} is installed. Pin ${PATCHED_VERSION} in ` +
        'package.json (dependencies and overrides) and run `npm install`, or review the patch for the new version.',
    );
  }
  return packageDir;
}

/** Applies the patch to the installed @docsearch/react; returns the files it changed. */
export function applyDocsearchPatch() {
  const packageDir = installed();
  const changed = [];
  for (const { file, from, to } of PATCHES) {
    const full = path.join(packageDir, file);
    const source = readFileSync(full, 'utf8');
    if (source.includes(to)) continue;
    const count = source.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `${SCRIPT}: expected the code to patch once in @docsearch/react/${file}, found it ${count} times.`,
      );
    }
    writeFileSync(full, source.replace(from, to));
    changed.push(file);
  }
  return changed;
}

/** Throws a clear error when the installed @docsearch/react is not the pinned version or is not patched. */
export function assertDocsearchPatched() {
  const packageDir = installed();
  const missing = PATCHES.filter(({ file, to }) => !readFileSync(path.join(packageDir, file), 'utf8').includes(to));
  if (missing.length > 0) {
    throw new Error(
      `@docsearch/react is not patched (${missing.map(({ file }) => file).join(', ')}), so the search modal would ` +
        'never show its "Unable to fetch results" screen. The patch runs on postinstall, which ' +
        `\`npm ci --ignore-scripts\` skips: run \`node ${SCRIPT}\` once, then build again.`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of applyDocsearchPatch()) {
    console.log(`patched @docsearch/react/${file}: the error status survives the request's finally block`);
  }
}
