/** The content service the build reads (DESIGN.md §5); `npm run build` starts one if unset. */
export const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

/** Blog list pages hold this many cards. */
export const ARTICLES_PER_PAGE = 12;
/** Related articles under a post. */
export const RELATED_ARTICLES = 6;
/** Related articles under a tag's pages (one row of cards). */
export const TAG_RELATED_ARTICLES = 3;
/** Entries of each RSS feed. */
export const FEED_SIZE = 20;
/** Entries per GraphQL request while the build walks a collection (the CMS allows 100). */
export const CMS_PAGE_SIZE = 100;

/**
 * How the build's page queries reach the CMS: gatsby-source-graphql's DataLoader merges the
 * queries in flight into one request of at most `maxBatchSize`, sent `BATCH_WINDOW_MS` after
 * the first. The plugin's default (batches of one for Gatsby's 4 queries at a time) saves
 * nothing; scripts/build.mjs raises Gatsby's query concurrency to fill the batches.
 */
const BATCH_WINDOW_MS = 10;
export const CMS_QUERY_BATCH = {
  maxBatchSize: 16,
  batchScheduleFn: (send: () => void) => setTimeout(send, BATCH_WINDOW_MS),
};
