import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';

/**
 * End-to-end tests run against production builds served by `docusaurus serve`:
 * - project "site": build/ (what ships), port 4173;
 * - projects "dogfooding" and "hosted": build-test/ (`npm run build:test`: hosted search with fake Algolia credentials,
 *   plus the test-only pages of _dogfooding under /tests), port 4174.
 * `npm test` makes both builds before `npm run test:e2e`.
 */
const SITE = { dir: 'build', port: 4173 };
const TEST_BUILD = { dir: 'build-test', port: 4174 };
const TEST_BUILD_SPECS = ['dogfooding/**/*.spec.ts', 'hosted/**/*.spec.ts'];
const isCI = Boolean(process.env.CI);

/** Playwright's own Chromium when it is installed, otherwise Debian's (CHROME_PATH overrides both). */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return '/usr/bin/chromium';
}

/**
 * Which builds the run needs, from the command line: `npx playwright test hosted` or `--project hosted` needs only
 * build-test/, `npx playwright test smoke` only build/; no filter needs both. Playwright has no per-project web
 * server, so without this every run would start (and require) both.
 */
export function buildsNeeded(argv: readonly string[]): { site: boolean; testBuild: boolean } {
  const args = argv.slice(argv.indexOf('test') + 1);
  const projects = args.flatMap((arg, index) =>
    arg === '--project'
      ? [args[index + 1] ?? '']
      : arg.startsWith('--project=')
        ? [arg.slice('--project='.length)]
        : [],
  );
  const takesValue =
    /^(-g|--grep|--grep-invert|-c|--config|--project|--reporter|-j|--workers|--retries|--timeout|--repeat-each|--shard|--output|--max-failures|--trace)$/;
  const files = args.filter((arg, index) => !arg.startsWith('-') && !takesValue.test(args[index - 1] ?? ''));
  const isTestBuildFilter = (filter: string) => /(^|\/)(dogfooding|hosted)(\/|$|\.)/.test(filter);
  if (projects.length > 0) {
    return { site: projects.includes('site'), testBuild: projects.some((name) => name !== 'site') };
  }
  if (files.length > 0)
    return { site: files.some((file) => !isTestBuildFilter(file)), testBuild: files.some(isTestBuildFilter) };
  return { site: true, testBuild: true };
}

function serve({ dir, port }: { dir: string; port: number }) {
  return {
    command: `node scripts/serve-build.mjs ${dir} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  };
}

const needed = buildsNeeded(process.argv);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: isCI ? 2 : undefined,
  retries: 0,
  forbidOnly: isCI,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // The machine has no outside network: background requests would only fail and slow Chromium down.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: TEST_BUILD_SPECS,
      use: { baseURL: `http://127.0.0.1:${SITE.port}` },
    },
    {
      name: 'dogfooding',
      testMatch: 'dogfooding/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${TEST_BUILD.port}` },
    },
    {
      name: 'hosted',
      testMatch: 'hosted/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${TEST_BUILD.port}` },
    },
  ],
  webServer: [...(needed.site ? [serve(SITE)] : []), ...(needed.testBuild ? [serve(TEST_BUILD)] : [])],
});
