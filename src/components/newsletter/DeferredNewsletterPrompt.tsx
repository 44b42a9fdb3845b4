import { deferredForm } from '../forms/deferred-form';

/**
 * The newsletter prompt (the footer's, the home's) as a chunk of its own, loaded when the visitor
 * first reaches it (deferredForm): every page shows it, few visitors send it. Up front it cost
 * every page 1.7 KB gzip (issue 31); loaded with every page's hydration, 2.5 KB by session 11
 * (docs/benchmarks.md, "The newsletter prompt's JavaScript").
 * The server render has it loaded before any page (gatsby-ssr.tsx): a page that suspended on it
 * rendered the prompt after the rest of the page, so its Emotion styles came last in the head.
 */
export const { load: loadNewsletterPrompt, Deferred: DeferredNewsletterPrompt } = deferredForm(
  'newsletter',
  () =>
    // Named, so that its file says what it is (newsletter-prompt-[hash].js).
    import(/* webpackChunkName: "newsletter-prompt" */ './NewsletterPrompt').then(
      (module) => module.NewsletterPrompt,
    ),
);
