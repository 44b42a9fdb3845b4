// The validation rules of the visitor and account forms: the same code checks a form in the
// browser and, for a form sent before the page's JavaScript ran, in the site server
// (server/forms.ts).

/** An address with something before and after one @ and a dot in the domain: what every form accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Topics of the general-inquiries form, in the order of its select. */
export const CONTACT_TOPICS = ['partnership', 'press', 'ecosystem_listing', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Field limits, the same as the CMS's contact-message content type. */
export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 120,
  messageMin: 10,
  messageMax: 5000,
} as const;

export interface ContactValues {
  name: string;
  email: string;
  /** Optional: empty when not given. */
  company: string;
  topic: ContactTopic | '';
  message: string;
}
export type ContactField = keyof ContactValues;
/** The translation key of each error, under `form.error.` */
export type ContactError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'topicRequired'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';

/** The contact form's fields in the order of the form: the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'topic', 'message'];

/** Checks the values against the same rules as the CMS's contact-message type. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = 'nameTooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (values.company.trim().length > CONTACT_LIMITS.companyMax) errors.company = 'companyTooLong';
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.topic)) errors.topic = 'topicRequired';
  if (!message) errors.message = 'messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageTooLong';
  return errors;
}

/** The `{{max}}` and `{{min}}` of the contact form's error messages. */
export function contactErrorParams(field: ContactField): { max: number; min: number } {
  const max: Partial<Record<ContactField, number>> = {
    name: CONTACT_LIMITS.nameMax,
    email: CONTACT_LIMITS.emailMax,
    company: CONTACT_LIMITS.companyMax,
  };
  return { max: max[field] ?? CONTACT_LIMITS.messageMax, min: CONTACT_LIMITS.messageMin };
}

/** Whether the newsletter prompt may send an address. */
export function newsletterEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export const PASSWORD_MIN = 8 as const;
export const USERNAME_MIN = 3 as const;

export type AccountValidationKey =
  | 'identifierRequired'
  | 'passwordRequired'
  | 'usernameShort'
  | 'emailInvalid'
  | 'passwordShort'
  | 'passwordMismatch';
export interface AccountFormValues {
  login: { identifier: string; password: string };
  register: { username: string; email: string; password: string };
  'forgot-password': { email: string };
  'reset-password': { password: string; passwordConfirmation: string };
}
type AccountValidators = {
  [Form in keyof AccountFormValues]: (
    values: AccountFormValues[Form],
  ) => Partial<Record<keyof AccountFormValues[Form], AccountValidationKey>>;
};

/**
 * The account forms' checks before anything is sent. Each answers the fields in error with the
 * key of their message under `errors.` in the account namespace (`{{min}}`: PASSWORD_MIN).
 */
export const ACCOUNT_VALIDATORS: AccountValidators = {
  login: (values) => ({
    ...(values.identifier.trim() ? {} : { identifier: 'identifierRequired' }),
    ...(values.password ? {} : { password: 'passwordRequired' }),
  }),
  register: (values) => ({
    ...(values.username.trim().length >= USERNAME_MIN ? {} : { username: 'usernameShort' }),
    ...(EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: 'emailInvalid' }),
    ...(values.password.length >= PASSWORD_MIN ? {} : { password: 'passwordShort' }),
  }),
  'forgot-password': (values) => (EMAIL_PATTERN.test(values.email.trim()) ? {} : { email: 'emailInvalid' }),
  'reset-password': (values) => ({
    ...(values.password.length >= PASSWORD_MIN ? {} : { password: 'passwordShort' }),
    ...(values.passwordConfirmation === values.password ? {} : { passwordConfirmation: 'passwordMismatch' }),
  }),
};
