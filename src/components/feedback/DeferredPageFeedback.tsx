import { deferredForm } from '../forms/deferred-form';

/**
 * "Was this page helpful?" as a chunk of its own, loaded when the visitor first reaches the form
 * (deferredForm): a visitor who never does loads none of its code. Up front it cost each page
 * ~0.8 KB gzip; loaded with every page's hydration, 1.8 KB.
 */
export const { load: loadPageFeedback, Deferred: DeferredPageFeedback } = deferredForm('feedback', () =>
  // Named, so that its file says what it is (page-feedback-[hash].js): tests and `npm run size` find it.
  import(/* webpackChunkName: "page-feedback" */ './PageFeedback').then((module) => module.PageFeedback),
);
