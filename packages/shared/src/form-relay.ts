// What the site server and the forms agree on for a form sent before the page's JavaScript ran
// (server/forms.ts answers it; features/forms/form-result.ts reads it on hydration).

/**
 * The id of the `<script type="application/json">` the server adds to the page it answers: the
 * form, the values kept and the messages shown, so that hydration starts from them.
 */
export const FORM_RESULT_ELEMENT_ID = 'form-result' as const;

/** The page each form is sent to (in the page's language), by the form's name (`data-form`). */
export const FORM_PAGES = {
  contact: '/contact',
  newsletter: '/newsletter',
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
} as const;
export type FormName = keyof typeof FORM_PAGES;

/**
 * The forms the site server answers with a page: those above, and the page feedback (issue 42),
 * sent to /feedback from any page and answered with that page when it could not be sent.
 */
export type AnsweredForm = FormName | 'feedback';

/**
 * What the site server answered a form sent before the page's JavaScript ran (the page again,
 * with the messages and values in its HTML): the same, as data, so that the form's first render
 * in the browser draws what the HTML already shows instead of an empty form.
 */
export interface FormResult {
  form: AnsweredForm;
  /** What the visitor typed, password fields excepted. */
  values: Record<string, string>;
  /** Each field's message, as shown beside it. */
  fieldErrors: Record<string, string>;
  /** The form-level messages (role="alert" and role="status"). */
  error: string | null;
  success: string | null;
}
