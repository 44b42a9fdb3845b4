export declare const FORM_RESULT_ELEMENT_ID: 'form-result';
export declare const FORM_PAGES: {
  readonly contact: '/contact';
  readonly newsletter: '/newsletter';
  readonly login: '/login';
  readonly register: '/register';
  readonly 'forgot-password': '/forgot-password';
  readonly 'reset-password': '/reset-password';
};
export type FormName = keyof typeof FORM_PAGES;
