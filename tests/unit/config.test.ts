/**
 * The site configuration: the theme accepts it, and each environment flag does what DEPLOY.md says.
 */
import { validateThemeConfig } from '@docusaurus/theme-classic/lib/options.js';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig(env: Record<string, string | undefined> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value as string);
  return (await import('../../docusaurus.config')).default;
}

function presetOptions(config: Awaited<ReturnType<typeof loadConfig>>) {
  const preset = config.presets?.[0] as [string, Record<string, unknown>];
  return preset[1];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// Each test imports the whole config afresh (its flags are read at import): the first import takes 3 s on a quiet
// 2-core machine and more than Vitest's default 5 s while another build runs.
const SLOW = { timeout: 60_000 };

describe('theme config', SLOW, () => {
  it('is valid for the classic theme', async () => {
    const config = await loadConfig();
    expect(() =>
      validateThemeConfig({ validate: normalizeThemeConfig, themeConfig: config.themeConfig as never }),
    ).not.toThrow();
  });
});

describe('environment flags', SLOW, () => {
  it('ships no analytics without GTAG_TRACKING_ID, and gtag with it', async () => {
    expect(presetOptions(await loadConfig({ GTAG_TRACKING_ID: '' })).gtag).toBeUndefined();
    expect(presetOptions(await loadConfig({ GTAG_TRACKING_ID: 'G-TEST123' })).gtag).toEqual({
      trackingID: 'G-TEST123',
      anonymizeIP: true,
    });
  });

  it('searches locally unless all three Algolia variables are set', async () => {
    const searchMode = (config: Awaited<ReturnType<typeof loadConfig>>) =>
      (
        config.plugins?.find((plugin) => Array.isArray(plugin) && String(plugin[0]).includes('plugins/search')) as
          [string, { mode?: string }] | undefined
      )?.[1].mode;
    const local = await loadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: '' });
    expect(searchMode(local)).toBe('local');
    const hosted = await loadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' });
    expect(searchMode(hosted)).toBe('hosted');
    expect((hosted.themeConfig as { algolia: { appId: string; insights: boolean } }).algolia).toMatchObject({
      appId: 'APP',
      insights: true,
    });
  });

  it('builds with Rspack/SWC unless DOCUSAURUS_SLOWER=true', async () => {
    expect((await loadConfig()).future?.experimental_faster).toBe(true);
    expect((await loadConfig({ DOCUSAURUS_SLOWER: 'true' })).future?.experimental_faster).toBe(false);
  });

  it('adds the test-only pages and a closeable announcement bar only with DOGFOODING=true', async () => {
    const site = await loadConfig({ DOGFOODING: '' });
    expect(JSON.stringify(site.plugins)).not.toContain('dogfooding');
    expect((site.themeConfig as { announcementBar: { isCloseable: boolean } }).announcementBar.isCloseable).toBe(false);
    const dogfooding = await loadConfig({ DOGFOODING: 'true' });
    expect(JSON.stringify(dogfooding.plugins)).toContain('dogfooding');
    expect((dogfooding.themeConfig as { announcementBar: { isCloseable: boolean } }).announcementBar.isCloseable).toBe(
      true,
    );
  });
});
