/**
 * `npx playwright test <filter>` starts only the servers of the builds the filter needs (playwright.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildsNeeded } from '../../playwright.config';

const run = (command: string) => buildsNeeded(['node', 'playwright', ...command.split(' ').filter(Boolean)]);

describe('builds a Playwright run needs', () => {
  it.each([
    ['test', { site: true, testBuild: true }],
    ['test smoke', { site: true, testBuild: false }],
    ['test tests/e2e/api-history.spec.ts', { site: true, testBuild: false }],
    ['test hosted', { site: false, testBuild: true }],
    ['test tests/e2e/dogfooding/crash.spec.ts', { site: false, testBuild: true }],
    ['test smoke hosted', { site: true, testBuild: true }],
    ['test --project=dogfooding', { site: false, testBuild: true }],
    ['test --project site', { site: true, testBuild: false }],
    ['test --project site --project hosted', { site: true, testBuild: true }],
    ['test -g dogfooding', { site: true, testBuild: true }],
    ['test --workers 2 --grep crash', { site: true, testBuild: true }],
  ])('%s', (command, expected) => {
    expect(run(command)).toEqual(expected);
  });
});
