// What both Lighthouse benchmarks share: Debian's Chromium and its flags, a build served on a free
// port, and the median they report.
import * as chromeLauncher from 'chrome-launcher';
import { localeOf, pagePerTemplateAndLanguage, templateName } from '../lib/built-pages.ts';
// Run through tsx (package.json bench:lighthouse*), which loads the server's TypeScript.
import { createSiteServer } from '../../server/site-server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of e2e/chromium.ts: no sandbox (root in a container), nothing that calls home.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * What a performance run gathers: the metrics the performance score weighs and the breakdowns
 * the reports print. Half the time of a run of every category (accessibility, best practices and
 * SEO do not change from run to run, so one run of those per page is enough).
 */
export const PERFORMANCE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'largest-contentful-paint-element',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'mainthread-work-breakdown',
  'bootup-time',
  'resource-summary',
];

/**
 * Why a Lighthouse result cannot be used, or undefined. Besides a runtime error (e.g. NO_NAVSTART
 * on a starved machine), a run can end with no performance score: a metric failed (its audit
 * says why) and the score would read 0.
 * @param {import('lighthouse').Result | undefined} lhr
 */
export function runFailure(lhr) {
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return lhr.runtimeError.message;
  if (lhr.categories.performance && lhr.categories.performance.score === null) {
    const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
    return `no performance score (${failed ? `${failed.id}: ${failed.errorMessage}` : 'no reason given'})`;
  }
  return undefined;
}

/**
 * Chromium for Lighthouse, its system theme set: Lighthouse emulates a phone but not a colour
 * scheme, so the site's dark palette (a visitor whose system is dark and who has not chosen) is
 * reached through Blink's preferred scheme (0 dark, 1 light), fixed either way so that the host's
 * own setting never decides.
 * @param {'light' | 'dark'} [theme]
 */
export function launchChromium(theme = 'light') {
  const scheme = `--blink-settings=preferredColorScheme=${theme === 'dark' ? 0 : 1}`;
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, scheme] });
}

/** The `--theme` option of both benchmarks. */
export const THEME_OPTION = /** @type {const} */ ({ type: 'string', default: 'light' });

/** @param {string | undefined} value */
export function themeOption(value) {
  if (value !== 'light' && value !== 'dark') throw new Error(`--theme is light or dark, not ${value}`);
  return value;
}

/**
 * Serves a build directory as `npm start` does, on a free loopback port.
 * @param {string} publicDir
 */
export async function serveBuild(publicDir) {
  const { server } = createSiteServer({ publicDir, log: {} });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, base: `http://localhost:${port}` };
}

/** @param {number[]} numbers */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The pages a benchmark runs: `templates` is one page of every template in every language of the
 * build in `publicDir` (the pages the page-weight test measures, but the 404 page), with its
 * template's name (`templates:ja,ko` for some languages only); otherwise a comma-separated list of
 * paths.
 * @param {string} spec
 * @param {string} publicDir
 * @returns {Array<{ url: string, template?: string }>}
 */
export function benchPages(spec, publicDir) {
  // `templates:ja,ko`: the same, in those languages only.
  const [kind, languages] = spec.split(':');
  if (kind === 'templates' && languages) {
    const wanted = languages.split(',');
    return benchPages('templates', publicDir).filter(({ url }) => wanted.includes(localeOf(url)));
  }
  if (spec === 'templates') {
    return (
      pagePerTemplateAndLanguage(publicDir)
        .map(({ url, template }) => ({
          url,
          template: templateName(template)
            .replace(/^component---src-/, '')
            .replace(/-tsx$/, ''),
        }))
        // Served with status 404, which Lighthouse refuses to audit ("unable to reliably load").
        .filter(({ template }) => template !== 'pages-404')
    );
  }
  return spec.split(',').map((url) => ({ url }));
}
