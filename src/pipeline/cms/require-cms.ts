import type { Reporter } from 'gatsby';
import { createCmsFetch } from './cms-fetch';
import { CMS_URL } from './config';

/**
 * The build reads the CMS; without it the blog would silently empty. Fail early and say how to
 * start it. A few quick retries only (a reset on a busy host is not a stopped CMS): a build whose
 * CMS is not running fails at once rather than after the queries' full backoff.
 */
export async function requireCms(reporter: Reporter): Promise<void> {
  const healthCheck = createCmsFetch({ policy: { attempts: 3, budgetMs: 3_000, attemptTimeoutMs: 10_000 } });
  try {
    const response = await healthCheck(`${CMS_URL}/_health`);
    if (response.status >= 400)
      throw new Error(`CMS unreachable: ${CMS_URL}/_health (HTTP ${response.status})`);
  } catch (error) {
    const message = (error as Error).message;
    reporter.panic(
      `${message.startsWith('CMS unreachable:') ? message : `CMS unreachable: ${CMS_URL} (${message})`}\n` +
        'Start it with `npm run cms` in another terminal, or use `npm run build`, which starts one for the build, ' +
        'or set CMS_URL to a running CMS. Nothing was built: the live site is unchanged.',
    );
  }
}
