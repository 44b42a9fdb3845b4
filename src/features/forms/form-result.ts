import { createContext, useContext, useEffect, useId, useState } from 'react';
import { FORM_RESULT_ELEMENT_ID, type AnsweredForm, type FormResult } from '@meridian/shared/form-relay';

/** Defined beside FORM_RESULT_ELEMENT_ID: the site server writes it, the forms read it. */
export type { FormResult };

/**
 * Whether this build is served by the site server, which passes forms sent without JavaScript on
 * to the CMS. A build for a static host (nginx's static mode, hosts that read `_headers`) sets
 * GATSBY_FORM_RELAY=off: its forms then say that sending needs JavaScript there.
 */
export function formRelayAvailable(): boolean {
  return process.env.GATSBY_FORM_RELAY !== 'off';
}

function isFormResult(value: unknown, form: AnsweredForm): value is FormResult {
  const candidate = value as Partial<FormResult> | null;
  return (
    candidate?.form === form &&
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    typeof candidate.fieldErrors === 'object' &&
    candidate.fieldErrors !== null
  );
}

/** The server's answer for `form` in this page, if the page is one. */
export function readFormResult(form: AnsweredForm): FormResult | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FORM_RESULT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isFormResult(parsed, form) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The site server's renderer of a form's answer (src/pipeline/rendering/form-renderer.tsx) has no
 * document to read the answer from: it gives it here, with the id that the region's `useId` had
 * in the built page (`regionId`), so that its HTML is the page's own and hydrates as such. A form
 * hydrated in a React root of its own (deferredForm) is given both by the page in the same way.
 */
export const FormAnswerContext = createContext<{ result?: FormResult | null; regionId?: string } | null>(
  null,
);

/** A region's id: React's `useId` in the page, the built page's one when the server renders the answer. */
export function useRegionId(): string {
  const generated = useId();
  return useContext(FormAnswerContext)?.regionId ?? generated;
}

/**
 * The server's answer for `form`, read once as the form's initial state. It is removed from the
 * page after the first render, so that a form shown later (another page of the app) starts empty.
 */
export function useFormResult(form: AnsweredForm | null): FormResult | null {
  const given = useContext(FormAnswerContext)?.result;
  const [result] = useState(() => (form ? (given?.form === form ? given : readFormResult(form)) : null));
  useEffect(() => {
    if (result) document.getElementById(FORM_RESULT_ELEMENT_ID)?.remove();
  }, [result]);
  return result;
}
