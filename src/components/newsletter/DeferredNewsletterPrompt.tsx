import React from 'react';
import type { NewsletterPrompt } from './NewsletterPrompt';

type LoadedPrompt = typeof NewsletterPrompt;

/** The prompt's component once its chunk has loaded, so that later renders never suspend. */
let loadedPrompt: LoadedPrompt | undefined;
let loading: Promise<LoadedPrompt> | undefined;

/**
 * Loads the prompt's chunk (once). The server render awaits it before rendering any page
 * (gatsby-ssr.tsx): a page that suspended on it rendered the prompt after the rest of the page,
 * so its Emotion styles came last in the head, and a page's HTML depended on whether it was the
 * first its render worker drew (the equivalence test found /blog's styles in two orders).
 */
export function loadNewsletterPrompt(): Promise<LoadedPrompt> {
  loading ??= import('./NewsletterPrompt').then((module) => (loadedPrompt = module.NewsletterPrompt));
  return loading;
}

const NewsletterPromptChunk = React.lazy(() =>
  loadNewsletterPrompt().then((component) => ({ default: component })),
);

/**
 * The newsletter prompt's code (its form, rules, the site server's answer, the spam trap) is a
 * chunk of its own, loaded as the page hydrates instead of before it: every page shows the
 * prompt (the footer's, the home's), few visitors send it. The server render has it loaded, so
 * the HTML has the form, which works before the chunk is there (it posts to the newsletter page);
 * hydration keeps that HTML until then. Up front it cost every page 1.7 KB gzip (issue 31,
 * docs/benchmarks.md "What a new page costs every page").
 *
 * Memoized: a parent that renders again while the chunk is still loading (a page's state set as
 * it hydrates) would otherwise make React drop the boundary's server HTML and render its
 * fallback instead, until the chunk is there.
 */
export const DeferredNewsletterPrompt = React.memo(function DeferredNewsletterPrompt(
  props: React.ComponentProps<LoadedPrompt>,
): React.JSX.Element {
  // Chosen once per mount: switching from the lazy component to the loaded one later would mount
  // a new form and lose what the visitor typed. The same boundary either way, so the server's
  // HTML and the client's tree match.
  const [Prompt] = React.useState<React.ComponentType<React.ComponentProps<LoadedPrompt>>>(
    () => loadedPrompt ?? NewsletterPromptChunk,
  );
  return (
    <React.Suspense fallback={null}>
      <Prompt {...props} />
    </React.Suspense>
  );
});
