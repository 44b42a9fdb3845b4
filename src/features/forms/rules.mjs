// The validation rules of the visitor and account forms, in plain JavaScript so that the same
// code checks a form in the browser and, for a form sent before the page's JavaScript ran, in
// the site server (server/forms.mjs). Types: rules.d.mts.

/** An address with something before and after one @ and a dot in the domain: what every form accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Topics of the general-inquiries form, in the order of its select. */
export const CONTACT_TOPICS = ['partnership', 'press', 'ecosystem_listing', 'other'];

/** Field limits, the same as the CMS's contact-message content type. */
export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 120,
  messageMin: 10,
  messageMax: 5000,
};

/** The contact form's fields in the order of the form: the first invalid one gets the focus. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'topic', 'message'];

/** Checks the values against the same rules as the CMS's contact-message type. */
export function validateContact(values) {
  const errors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = 'nameTooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (values.company.trim().length > CONTACT_LIMITS.companyMax) errors.company = 'companyTooLong';
  if (!CONTACT_TOPICS.includes(values.topic)) errors.topic = 'topicRequired';
  if (!message) errors.message = 'messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageTooLong';
  return errors;
}

/** The `{{max}}` and `{{min}}` of the contact form's error messages. */
export function contactErrorParams(field) {
  const max = {
    name: CONTACT_LIMITS.nameMax,
    email: CONTACT_LIMITS.emailMax,
    company: CONTACT_LIMITS.companyMax,
  };
  return { max: max[field] ?? CONTACT_LIMITS.messageMax, min: CONTACT_LIMITS.messageMin };
}

/** Whether the newsletter prompt may send an address. */
export function newsletterEmailValid(email) {
  return EMAIL_PATTERN.test(email.trim());
}

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;

/**
 * The account forms' checks before anything is sent. Each answers the fields in error with the
 * key of their message under `errors.` in the account namespace (`{{min}}`: PASSWORD_MIN).
 */
export const ACCOUNT_VALIDATORS = {
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
