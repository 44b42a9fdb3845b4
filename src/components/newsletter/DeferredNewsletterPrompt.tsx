import React from 'react';
import type { NewsletterPrompt } from './NewsletterPrompt';

/**
 * The newsletter prompt's code (its form, rules, the site server's answer, the spam trap) is a
 * chunk of its own, loaded as the page hydrates instead of before it: every page shows the
 * prompt (the footer's, the home's), few visitors send it. The server render waits for it
 * (onAllReady), so the HTML has the form, which works before the chunk is there (it posts to the
 * newsletter page); hydration keeps that HTML until then. Up front it cost every page 1.7 KB gzip
 * (issue 31, docs/benchmarks.md "What a new page costs every page").
 */
const NewsletterPromptChunk = React.lazy(() =>
  import('./NewsletterPrompt').then((module) => ({ default: module.NewsletterPrompt })),
);

/**
 * Memoized: a parent that renders again while the chunk is still loading (a page's state set as
 * it hydrates) would otherwise make React drop the boundary's server HTML and render its
 * fallback instead, until the chunk is there.
 */
export const DeferredNewsletterPrompt = React.memo(function DeferredNewsletterPrompt(
  props: React.ComponentProps<typeof NewsletterPrompt>,
): React.JSX.Element {
  return (
    <React.Suspense fallback={null}>
      <NewsletterPromptChunk {...props} />
    </React.Suspense>
  );
});
