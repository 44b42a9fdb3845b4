import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 9123);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

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
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${port}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
