import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors a test expects, keyed by the reason they are not a bug (so every exception is explained),
 * each matched against the message text. An object, not an array: `test.use()` reads an array as [value, options].
 */
export type AllowedConsoleErrors = Record<string, RegExp>;

type Fixtures = {
  /** Override with `test.use({ allowedConsoleErrors: { 'why': /message/ } })`. */
  allowedConsoleErrors: AllowedConsoleErrors;
  failOnConsoleErrors: void;
};

/**
 * Every e2e test fails on a console error or an uncaught exception in the page,
 * unless the test lists the message in `allowedConsoleErrors` with a reason.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [{}, { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const isAllowed = (text: string) => Object.values(allowedConsoleErrors).some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => {
        const text = `Uncaught ${error.name}: ${error.message}`;
        if (!isAllowed(text)) problems.push(text);
      });
      await use();
      expect(problems, 'console errors or uncaught exceptions on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated the server-rendered page, so clicks and client state are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Navigates to a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
