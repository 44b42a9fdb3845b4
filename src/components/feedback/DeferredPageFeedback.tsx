import React from 'react';
import type { PageFeedback } from './PageFeedback';

type LoadedFeedback = typeof PageFeedback;

/** The form's component once its chunk has loaded, so that later renders never suspend. */
let loadedFeedback: LoadedFeedback | undefined;
let loading: Promise<LoadedFeedback> | undefined;

/** Loads the form's chunk (once); the server render awaits it before any page (gatsby-ssr.tsx), as the newsletter prompt's. */
export function loadPageFeedback(): Promise<LoadedFeedback> {
  loading ??= import('./PageFeedback').then((module) => (loadedFeedback = module.PageFeedback));
  return loading;
}

const PageFeedbackChunk = React.lazy(() => loadPageFeedback().then((component) => ({ default: component })));

/**
 * "Was this page helpful?" as a chunk of its own, loaded as the page hydrates (as
 * DeferredNewsletterPrompt): the HTML has the form, which works before the chunk is there (it posts
 * to the site server); hydration keeps that HTML until then. Up front it cost each page ~0.8 KB gzip.
 * Memoized and chosen once per mount, for the same reasons as the newsletter prompt.
 */
export const DeferredPageFeedback = React.memo(function DeferredPageFeedback(): React.JSX.Element {
  const [Feedback] = React.useState<React.ComponentType>(() => loadedFeedback ?? PageFeedbackChunk);
  return (
    <React.Suspense fallback={null}>
      <Feedback />
    </React.Suspense>
  );
});
