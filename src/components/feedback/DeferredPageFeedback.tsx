import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React, { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { FORM_RESULT_ELEMENT_ID } from '@meridian/shared/form-relay';
import { HydrateOnInteraction } from '../ui/HydrateOnInteraction';
import type { PageFeedback } from './PageFeedback';

type LoadedFeedback = typeof PageFeedback;

/** The form's component once its chunk has loaded, so that later renders never suspend. */
let loadedFeedback: LoadedFeedback | undefined;
let loading: Promise<LoadedFeedback> | undefined;

/** Loads the form's chunk (once); the server render awaits it before any page (gatsby-ssr.tsx), as the newsletter prompt's. */
export function loadPageFeedback(): Promise<LoadedFeedback> {
  // Named, so that its file says what it is (page-feedback-[hash].js): tests and `npm run size` find it.
  loading ??= import(/* webpackChunkName: "page-feedback" */ './PageFeedback').then(
    (module) => (loadedFeedback = module.PageFeedback),
  );
  return loading;
}

const PageFeedbackChunk = React.lazy(() => loadPageFeedback().then((component) => ({ default: component })));

/** Whether the site server answered a form sent without JavaScript with this page (a failure, what was typed kept). */
function pageIsFormAnswer(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById(FORM_RESULT_ELEMENT_ID);
}

/**
 * "Was this page helpful?" as a chunk of its own, loaded when the visitor first points at, taps or
 * tabs into the form (HydrateOnInteraction): a visitor who never does loads none of its code. The
 * HTML has the form, which works before the chunk is there (it posts to the site server).
 * Up front it cost each page ~0.8 KB gzip; loaded with every page's hydration, 1.8 KB.
 * A page that is the server's answer to the form hydrates it at once: the answer is read and
 * removed from the page then, so that the next page's form starts empty.
 */
export const DeferredPageFeedback = React.memo(function DeferredPageFeedback(): React.JSX.Element {
  // Chosen once per mount: switching from the lazy component to the loaded one later would mount
  // a new form and lose what the visitor typed.
  const [Feedback] = React.useState<React.ComponentType>(() => loadedFeedback ?? PageFeedbackChunk);
  const [answer] = React.useState(pageIsFormAnswer);
  // The form reads the page's language and path, and its translations: its own root gets them.
  const translations = useContext(I18nContext);
  const page = useContext(I18nextContext);
  return (
    <HydrateOnInteraction
      now={answer}
      provide={(form) => (
        <I18nContext.Provider value={translations}>
          <I18nextContext.Provider value={page}>{form}</I18nextContext.Provider>
        </I18nContext.Provider>
      )}
    >
      <React.Suspense fallback={null}>
        <Feedback />
      </React.Suspense>
    </HydrateOnInteraction>
  );
});
