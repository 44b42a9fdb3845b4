import type { AnsweredForm } from '@meridian/shared/form-relay';
import React, { Suspense, useState } from 'react';
import { FormAnswerContext, useFormResult, useRegionId } from '../../features/forms/form-result';
import { HydrateOnInteraction } from '../ui/HydrateOnInteraction';

/** A form's component, as its module exports it. */
type FormComponent<Props> = (props: Props) => React.JSX.Element;

/** A form whose code is a chunk of its own (the page feedback, the newsletter prompt), and how to load it. */
export interface DeferredForm<Props extends object> {
  /** Loads the chunk (once). The server render awaits it before any page (gatsby-ssr.tsx). */
  load: () => Promise<FormComponent<Props>>;
  /** The form in the page: its code comes on the visitor's first contact (HydrateOnInteraction). */
  Deferred: React.MemoExoticComponent<FormComponent<Props>>;
}

/**
 * A form that most visitors of a page never use, in every page's HTML (the footer's newsletter
 * prompt, "Was this page helpful?"): its code is a chunk of its own, loaded when the visitor first
 * points at, taps or tabs into it. The HTML has the form, which works before that (it posts to
 * the site server). `load` imports the chunk (named at its call site, so that its file says what
 * it is); `form` is the form whose answer the site server may have drawn into the page.
 *
 * The form hydrates in a root of its own (HydrateOnInteraction): what it reads of the page's tree
 * is read here, in the page, and given to it — its region's id (`useId` counts by the place in
 * the tree the server drew) and the server's answer (read in the page's render, before its first
 * reader removes it from the document: on `/newsletter` the page's own message reads it too). A
 * page that is such an answer hydrates the form at once.
 */
export function deferredForm<Props extends object>(
  form: AnsweredForm,
  load: () => Promise<FormComponent<Props>>,
): DeferredForm<Props> {
  let loaded: FormComponent<Props> | undefined;
  let loading: Promise<FormComponent<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  // Typed as the component it stands for: React renders either alike.
  const Chunk = React.lazy(() =>
    loadOnce().then((component) => ({ default: component })),
  ) as unknown as FormComponent<Props>;

  function Deferred(props: Props): React.JSX.Element {
    // Chosen once per mount: switching from the lazy component to the loaded one later would
    // mount a new form and lose what the visitor typed.
    const [Form] = useState<FormComponent<Props>>(() => loaded ?? Chunk);
    const result = useFormResult(form);
    const regionId = useRegionId();
    return (
      <HydrateOnInteraction now={result !== null}>
        <FormAnswerContext.Provider value={{ result, regionId }}>
          <Suspense fallback={null}>{React.createElement(Form, props)}</Suspense>
        </FormAnswerContext.Provider>
      </HydrateOnInteraction>
    );
  }
  // Memoized: where the island does not adopt the server's HTML (tests, develop), a parent that
  // renders again while the chunk loads would make React drop the boundary's server HTML.
  return { load: loadOnce, Deferred: React.memo(Deferred) };
}
