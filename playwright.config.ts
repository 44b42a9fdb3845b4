import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium';
import { FONTS_CONF } from './e2e/visual/settle';
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

/**
 * The visual suite's tolerance (docs/testing.md). A pixel counts as changed when its colour moves
 * more than 0.03 (pixelmatch's YIQ distance, 0-1; Playwright's default 0.2 let the primary colour
 * turn #3a3fe0 → #2c30b8 unseen); anti-aliasing differences never count.
 */
const VISUAL_THRESHOLD = 0.03;
/**
 * The share of changed pixels a screenshot may have: 0.1%, 922 px at 1280 × 720 (329 at 390 ×
 * 844). Two approvals of the same build on one machine differed by up to 66 px of a shot (dark
 * logos and form fields re-rasterized, colour sums 1-105 of 765); the smallest change the suite
 * proves it catches (one word of /about's heading) is 2773 px = 0.3%, the primary colour 6219 px.
 */
const VISUAL_MAX_DIFF_PIXEL_RATIO = 0.001;

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
    {
      name: 'chromium',
      testIgnore: /visual\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS },
    },
    {
      // The visual regression suite (issue 41; docs/testing.md): approved images in
      // e2e/visual.spec.ts-snapshots/, one set for every machine (no platform in the name), drawn
      // with only the fonts CI installs (e2e/visual/fonts.conf), in UTC.
      name: 'visual',
      testMatch: /visual\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          stylePath: 'e2e/visual/screenshot.css',
          // The tolerance, here only: see docs/testing.md for why these figures.
          threshold: VISUAL_THRESHOLD,
          maxDiffPixelRatio: VISUAL_MAX_DIFF_PIXEL_RATIO,
        },
      },
      use: {
        ...devices['Desktop Chrome'],
        timezoneId: 'UTC',
        // Stops what moves on its own: the scroll reveals, and the illustrations' CSS animations
        // inside their <img> SVGs, which neither `animations: 'disabled'` nor the emulated
        // setting reaches (the browser-wide flag below does).
        reducedMotion: 'reduce',
        locale: 'en-US',
        launchOptions: {
          ...CHROMIUM_LAUNCH_OPTIONS,
          args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--force-prefers-reduced-motion'],
          env: { ...process.env, FONTCONFIG_FILE: FONTS_CONF },
        },
      },
    },
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
