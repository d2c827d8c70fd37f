import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';

/**
 * End-to-end tests run against production builds served by `docusaurus serve`:
 * - project "site": build/ (what ships), port 4173;
 * - project "dogfooding": build-dogfooding/ (the same site plus test-only pages under /tests), port 4174;
 * - project "hosted": build-hosted/ (built with fake Algolia credentials: hosted search mode), port 4175.
 * `npm test` makes all three builds (`npm run build`, `build:dogfooding`, `build:hosted`) before `npm run test:e2e`.
 */
const SITE_PORT = 4173;
const DOGFOODING_PORT = 4174;
const HOSTED_PORT = 4175;
const isCI = Boolean(process.env.CI);

/** Playwright's own Chromium when it is installed, otherwise Debian's (CHROME_PATH overrides both). */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(chromium.executablePath())) return undefined;
  return '/usr/bin/chromium';
}

function serve(dir: string, port: number) {
  return {
    command: `node scripts/serve-build.mjs ${dir} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: isCI ? 2 : undefined,
  retries: isCI ? 1 : 0,
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
      testIgnore: ['dogfooding/**', 'hosted/**'],
      use: { baseURL: `http://127.0.0.1:${SITE_PORT}` },
    },
    {
      name: 'dogfooding',
      testMatch: 'dogfooding/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${DOGFOODING_PORT}` },
    },
    {
      name: 'hosted',
      testMatch: 'hosted/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
    },
  ],
  webServer: [
    serve('build', SITE_PORT),
    serve('build-dogfooding', DOGFOODING_PORT),
    serve('build-hosted', HOSTED_PORT),
  ],
});
