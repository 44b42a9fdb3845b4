import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';

// The editor loop: `npm start` against a throwaway CMS, an article published through the CMS's
// API, and the rebuilt site. It rebuilds into public/, so it runs after the other browser tests.
export default defineConfig({
  testDir: 'e2e-editor',
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-editor.json' }]],
  use: { trace: 'off', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
  ],
});
