// How long the CMS takes to answer sign-in and forgot-password for an address that has an
// account and for one that has none (issue 28, item 6). Shared by `npm run bench:auth-timing`,
// which prints the figures, and the integration test that holds the two to each other
// (__tests__/cms/forms-auth.integration.test.ts).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** @typedef {{ path: string, status: number, body: (email: string) => object }} Endpoint */
/** @typedef {{ existing: number[], unknown: number[] }} AuthTimings */

/** The two answers an attacker compares, and the status each must have for a sample to count. */
const ENDPOINTS = {
  signIn: {
    path: '/api/auth/local',
    status: 400,
    body: (/** @type {string} */ email) => ({ identifier: email, password: 'Not-the-passw0rd-1' }),
  },
  forgotPassword: {
    path: '/api/auth/forgot-password',
    status: 200,
    body: (/** @type {string} */ email) => ({ email }),
  },
};

/**
 * @param {string} cmsUrl
 * @param {Endpoint} endpoint
 * @param {string} email
 */
async function timed(cmsUrl, endpoint, email) {
  const started = performance.now();
  const response = await fetch(`${cmsUrl}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(endpoint.body(email)),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  // A rate limit or a failure answers at its own pace: it would measure something else.
  if (response.status !== endpoint.status) {
    throw new Error(`${endpoint.path} answered ${response.status} for ${email}, expected ${endpoint.status}`);
  }
  return ms;
}

/**
 * `samples` timings (ms) of each endpoint for `existing` (an address with an account) and an
 * unknown address, after `warmup` rounds that do not count. The two addresses alternate, and
 * which goes first alternates too, so that a busy machine slows both alike.
 * @param {string} cmsUrl
 * @param {{ existing: string; samples?: number; warmup?: number }} options
 * @returns {Promise<Record<keyof typeof ENDPOINTS, AuthTimings>>}
 */
export async function sampleAuthTiming(cmsUrl, { existing, samples = 20, warmup = 3 }) {
  const unknown = `nobody-${crypto.randomBytes(6).toString('hex')}@example.com`;
  /** @type {Partial<Record<keyof typeof ENDPOINTS, AuthTimings>>} */
  const result = {};
  for (const name of /** @type {(keyof typeof ENDPOINTS)[]} */ (Object.keys(ENDPOINTS))) {
    const endpoint = ENDPOINTS[name];
    /** @type {AuthTimings} */
    const times = { existing: [], unknown: [] };
    for (let round = 0; round < warmup + samples; round += 1) {
      /** @type {(keyof AuthTimings)[]} */
      const order = round % 2 === 0 ? ['existing', 'unknown'] : ['unknown', 'existing'];
      for (const kind of order) {
        const ms = await timed(cmsUrl, endpoint, kind === 'existing' ? existing : unknown);
        if (round >= warmup) times[kind].push(ms);
      }
    }
    result[name] = times;
  }
  // Every endpoint has been filled in by the loop.
  return /** @type {Record<keyof typeof ENDPOINTS, AuthTimings>} */ (result);
}

/**
 * min, median, p90 and max of timings (ms), rounded to 0.1 ms.
 * @param {number[]} times
 */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  /** @param {number} fraction */
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  /** @param {number} ms */
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    min: round(sorted[0]),
    median: round(median),
    p90: round(at(0.9)),
    max: round(sorted[sorted.length - 1]),
  };
}
