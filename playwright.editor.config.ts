import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';

// Tests against `npm start` itself (a throwaway CMS, the mail catcher, the site and its rebuild
// hook): accounts and forms through the real CMS and mail, and the editor loop. It rebuilds into
// public/, so it runs after the other browser tests.
export default defineConfig({
  testDir: 'e2e-editor',
  globalSetup: './e2e-editor/global-setup.ts',
  workers: 1,
  retries: 0,
  // The editor loop sets its own, longer limit.
  timeout: 3 * 60_000,
  globalTimeout: 40 * 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-editor.json' }]],
  use: {
    trace: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
  ],
});
