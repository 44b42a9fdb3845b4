import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';
import { CONSENT_COOKIE, consentValue } from './src/features/consent/config';

const port = Number(process.env.E2E_PORT ?? 9123);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * The build under test has a tag manager (scripts/test.mjs sets GATSBY_GTM_ID), so its consent
 * banner would cover the bottom of every page. Specs start as a visitor who declined;
 * e2e/consent.spec.ts starts without a choice.
 */
const declinedConsent = {
  cookies: [
    {
      name: CONSENT_COOKIE.name,
      value: consentValue('declined'),
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

// Browser tests run against the production build, served as `npm start` serves it.
export default defineConfig({
  testDir: 'e2e',
  // e2e-editor/ (the publish-to-rebuild loop) has its own config: playwright.editor.config.ts.
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    storageState: declinedConsent,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The server runs compiled (scripts/build-server.mjs), compiled afresh here.
        command: `node scripts/build-server.mjs && node server/compiled/serve.mjs --port ${port}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
