// @ts-check
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The route of the largest built page (by the size of its index.html) under a folder of a build, e.g. the longest
 * guide (`largestPage('build', 'docs/guides')`). The benchmarks and the hydration e2e test pick their page with it.
 * @param {string} buildDir
 * @param {string} folder
 * @returns {string}
 */
export function largestPage(buildDir, folder) {
  let best = { route: '', size: -1 };
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === 'index.html' && statSync(full).size > best.size) {
        best = {
          route: `/${path.relative(buildDir, path.dirname(full)).split(path.sep).join('/')}`,
          size: statSync(full).size,
        };
      }
    }
  };
  visit(path.join(buildDir, folder));
  return best.route;
}
