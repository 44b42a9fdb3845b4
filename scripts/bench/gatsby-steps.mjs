// Gatsby's own step timings, read from a build's output ("success onPostBuild - 258.0s"). Shared
// by the benchmarks: where a build's time goes is the first thing to know before cutting it.

// eslint-disable-next-line no-control-regex -- gatsby's progress output is full of ANSI codes
export const withoutAnsi = (/** @type {string} */ text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** The steps that take the time in a cold build, under short names. */
export const PHASES = {
  bootstrap: 'bootstrap finished',
  bundles: 'Building production JavaScript and CSS bundles',
  htmlRenderer: 'Building HTML renderer',
  queries: 'run queries in workers',
  html: 'Building static HTML for pages',
  onPostBuild: 'onPostBuild',
};

/**
 * The named phases of one build's output (null for a step it did not print).
 * @param {string} text
 * @returns {Record<keyof typeof PHASES, number | null>}
 */
export function phasesOf(text) {
  const clean = withoutAnsi(text);
  return /** @type {Record<keyof typeof PHASES, number | null>} */ (
    Object.fromEntries(
      Object.entries(PHASES).map(([key, label]) => {
        const match = new RegExp(`(?:success|info) ${label} - ([\\d.]+)s`).exec(clean);
        return [key, match ? Number(match[1]) : null];
      }),
    )
  );
}

/**
 * Every step gatsby timed in one build's output, in order, with its seconds (a step printed twice,
 * e.g. "Running gatsby-plugin-sitemap", is summed).
 * @param {string} text
 * @returns {Record<string, number>}
 */
export function allSteps(text) {
  /** @type {Record<string, number>} */
  const steps = {};
  for (const match of withoutAnsi(text).matchAll(/^(?:success|info) (.+?) - ([\d.]+)s/gm)) {
    // "run page queries - 0.012s - 12/12 1000.00/s": the label ends before the timing.
    const label = match[1].trim();
    steps[label] = Math.round(((steps[label] ?? 0) + Number(match[2])) * 1000) / 1000;
  }
  return steps;
}
