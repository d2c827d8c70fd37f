/**
 * `npm run check` knows the API pages and their member anchors before any build (scripts/lib/contentCheck.ts computes
 * them from the installed library's exports): they must be those of the pages TypeDoc generated (docs/api, written by
 * the build). Every generated symbol page is known to the check, no page the check knows is missing, and the check
 * accepts the anchor Docusaurus gave every member heading.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTE } from '../../config/library';
import { apiPages } from '../../scripts/lib/contentCheck';
import { memberAnchors } from '../../src/plugins/api-reference/server/apiReference.mjs';
import { ROOT } from '../support/repositoryLinks';

const API_DIR = path.join(ROOT, 'docs/api');

describe('the API pages npm run check expects', () => {
  it('are the generated ones, with every member anchor', () => {
    expect(existsSync(API_DIR), 'No docs/api. Run `npm run build` first.').toBe(true);
    const expected = apiPages(ROOT);
    const generated = readdirSync(API_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        readdirSync(path.join(API_DIR, folder.name))
          .filter((file) => file.endsWith('.md'))
          .map((file) => ({
            route: `${API_ROUTE}/${folder.name}/${file.slice(0, -'.md'.length)}`,
            markdown: readFileSync(path.join(API_DIR, folder.name, file), 'utf8'),
          })),
      );
    expect(generated.length).toBeGreaterThan(50);
    expect(generated.map((page) => page.route).sort()).toEqual(
      [...expected.keys()].filter((route) => route.startsWith(`${API_ROUTE}/`)).sort(),
    );
    const rejected = generated.flatMap(({ route, markdown }) => {
      const anchors = expected.get(route);
      return [...memberAnchors(markdown)]
        .filter(([, anchor]) => anchors && !anchors.has(anchor) && !anchors.has(anchor.replace(/-\d+$/, '')))
        .map(([member, anchor]) => `${route}#${anchor} (${member})`);
    });
    // A heading in a doc comment (Camera's "A powerful `<Camera>` component.") is no member, and no guide links it.
    expect(rejected).toEqual([
      `${API_ROUTE}/classes/Camera#a-powerful--component (A powerful \`<Camera>\` component.)`,
    ]);
  });
});
