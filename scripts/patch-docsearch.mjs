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
// Runs on `npm install`/`npm ci` (postinstall). It is idempotent, and it fails loudly if a file does not contain
// the expected code, e.g. after a version bump, so the patch is reviewed instead of silently lost.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
if (version !== '3.9.0') {
  throw new Error(`scripts/patch-docsearch.mjs targets @docsearch/react 3.9.0, found ${version}: review the patch.`);
}

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

for (const { file, from, to } of PATCHES) {
  const full = path.join(packageDir, file);
  const source = readFileSync(full, 'utf8');
  if (source.includes(to)) continue;
  const count = source.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`scripts/patch-docsearch.mjs: expected the code to patch once in ${file}, found it ${count} times.`);
  }
  writeFileSync(full, source.replace(from, to));
  console.log(`patched @docsearch/react/${file}: the error status survives the request's finally block`);
}
