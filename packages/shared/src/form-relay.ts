// What the site server and the forms agree on for a form sent before the page's JavaScript ran
// (server/forms.mjs answers it; features/forms/form-result.ts reads it on hydration).

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
