// `npm run bench:auth-timing [-- --samples 50]`: how long the CMS takes to answer sign-in (wrong
// password) and forgot-password for an address that has an account and for one that has none,
// as min / median / p90 / max in ms. Issue 28, item 6: the two must not tell an attacker which
// addresses have accounts. It prints figures; it is not a test and `npm test` does not run it
// (forms-auth.integration.test.ts holds the medians to each other).
//
// A throwaway CMS (SQLite, the mail catcher, the integration tests' harness) with one confirmed
// account; requests over loopback, one at a time, existing and unknown alternating.
import { parseArgs } from 'node:util';
import { sampleAuthTiming, summarize } from './auth-timing-samples.mjs';
import { startCmsWithMail } from '../../__tests__/helpers/cms-harness';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '50' } } });
const samples = Number(values.samples);
const member = { username: 'timing', email: 'timing@example.com', password: 'Timing-passw0rd-1' };

async function main() {
  console.log('Starting a throwaway CMS…');
  const harness = await startCmsWithMail({ tempPrefix: 'meridian-bench-auth-' });
  try {
    await harness.registerConfirmed(member);
    console.log(`${samples} requests per row, after 5 that do not count:\n`);
    const timings = await sampleAuthTiming(harness.cms.url, { existing: member.email, samples, warmup: 5 });
    const rows = Object.entries(timings).flatMap(([endpoint, byKind]) =>
      Object.entries(byKind).map(([account, times]) => ({ endpoint, account, ...summarize(times) })),
    );
    console.table(rows);
  } finally {
    await harness.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
