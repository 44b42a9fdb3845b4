/** The content service the build reads (DESIGN.md §5); `npm run build` starts one if unset. */
export const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

/**
 * Blog and tag list pages hold this many cards in their grid (four rows of three, six of two); a
 * first page holds one more, its lead story, which spans a row of its own (article-plan.ts).
 */
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
 * gatsby-source-graphql's DataLoader merges the CMS queries in flight into one request of at
 * most `maxBatchSize`, sent `BATCH_WINDOW_MS` after the first. It filled batches when every page
 * query asked the CMS; now only the build's one read does (read.ts), one request after another,
 * so each batch holds one request.
 */
const BATCH_WINDOW_MS = 10;
export const CMS_QUERY_BATCH = {
  maxBatchSize: 16,
  batchScheduleFn: (send: () => void) => setTimeout(send, BATCH_WINDOW_MS),
};
