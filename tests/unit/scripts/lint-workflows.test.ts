/**
 * `npm run lint:workflows` (scripts/lint-workflows.ts) and the site workflow it validates: the schema check catches a
 * broken file, unpinned actions are refused, and the deploy keeps the write key to its upload step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../../scripts/lint-workflows';

const WORKFLOWS = path.join(__dirname, '../../../.github/workflows');
const site = readFileSync(path.join(WORKFLOWS, 'site.yml'), 'utf8');

describe('lintWorkflow', () => {
  it('passes every workflow of the repository', () => {
    const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
    expect(files).toContain('site.yml');
    for (const name of files) expect(lintWorkflow(readFileSync(path.join(WORKFLOWS, name), 'utf8')), name).toEqual([]);
  });

  it('reports schema errors with their place', () => {
    expect(lintWorkflow(site.replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04'))).toContain(
      '/jobs/test/runs-on: This property is required',
    );
    expect(lintWorkflow('name: [\n')[0]).toMatch(/^line 2, column 1: Parse Error/);
  });

  it('refuses actions that follow a branch or have no version', () => {
    const problems = lintWorkflow(site.replace('actions/deploy-pages@v4', 'actions/deploy-pages@main'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line \d+: `actions\/deploy-pages@main` is not pinned/);
    expect(lintWorkflow(site.replace('uses: actions/cache@v4', 'uses: actions/cache'))).toHaveLength(1);
    expect(lintWorkflow(site.replace('actions/cache@v4', `actions/cache@${'a'.repeat(40)}`))).toEqual([]);
  });
});

describe('the site workflow', () => {
  it('tests pull requests with the CI entry point and deploys main to Pages after the upload', () => {
    expect(site).toMatch(/^ {2}pull_request:/m);
    expect(site).toContain('run: bash .ci/run');
    const order = [
      'needs: test',
      'uses: actions/configure-pages@v5',
      'npm run build',
      'run: npm run search:upload',
      'uses: actions/upload-pages-artifact@v3',
      'uses: actions/deploy-pages@v4',
    ].map((text) => site.indexOf(text));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives the Algolia write key to the upload step only', () => {
    const uses = [...site.matchAll(/ALGOLIA_ADMIN_KEY/g)].map((match) => match.index);
    const upload = site.indexOf('- name: Upload the search records to Algolia');
    const next = site.indexOf('- name:', upload + 1);
    const assignment = site.indexOf('ALGOLIA_ADMIN_KEY: ${{ secrets.ALGOLIA_ADMIN_KEY }}');
    expect(assignment).toBeGreaterThan(upload);
    expect(assignment).toBeLessThan(next);
    // Elsewhere it is only named in comments.
    for (const index of uses) {
      const line = site.slice(site.lastIndexOf('\n', index) + 1, site.indexOf('\n', index));
      if (index < upload || index > next) expect(line.trim().startsWith('#'), line).toBe(true);
    }
  });
});
