// The errors the CMS's sign-in endpoints answer and the message key of each, so that the account
// pages and the site server's relay of forms sent without JavaScript (server/forms.ts) word a
// failure alike.

/**
 * What the account area tells a visitor when a call fails: a key of `cmsErrors.*` in the account
 * namespace (locales/{en,ja,ko}/account.json). The CMS answers in English whatever the visitor's
 * language, so its text is never shown; it is logged for developers instead.
 */
export const AUTH_ERROR_KEYS = [
  'invalidCredentials',
  'emailNotConfirmed',
  'accountBlocked',
  'accountTaken',
  'registrationClosed',
  'wrongCurrentPassword',
  'samePassword',
  'passwordsDiffer',
  'passwordTooLong',
  'resetCodeInvalid',
  'confirmationInvalid',
  'alreadyConfirmed',
  'mailFailed',
  'providerDisabled',
  'providerFailed',
  'providerEmailMissing',
  'emailInvalid',
  'fieldMissing',
  'formInvalid',
  'rateLimited',
  'sessionEnded',
  'forbidden',
  'network',
  'timeout',
  'serverError',
  'unknown',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

export interface CmsAuthError {
  /** The CMS's message, exactly as users-permissions (Strapi 5) writes it. */
  message: string | RegExp;
  /** The endpoints that answer it, for the reader and the integration test. */
  endpoints: readonly string[];
  key: AuthErrorKey;
}

/**
 * Every error the CMS's sign-in endpoints answer, by its message: users-permissions'
 * controllers/auth.js, its provider services, its validation and rate limit. The integration test
 * (__tests__/cms/account-errors.integration.test.ts) provokes them on a real Strapi and checks each
 * message still appears in the installed plugin.
 */
export const CMS_AUTH_ERRORS: readonly CmsAuthError[] = [
  { message: 'Invalid identifier or password', endpoints: ['/auth/local'], key: 'invalidCredentials' },
  { message: 'Your account email is not confirmed', endpoints: ['/auth/local'], key: 'emailNotConfirmed' },
  {
    message: 'Your account has been blocked by an administrator',
    endpoints: ['/auth/local', '/auth/:provider/callback'],
    key: 'accountBlocked',
  },
  { message: 'User blocked', endpoints: ['/auth/send-email-confirmation'], key: 'accountBlocked' },
  {
    message: 'Email or Username are already taken',
    endpoints: ['/auth/local/register'],
    key: 'accountTaken',
  },
  {
    message: 'Register action is currently disabled',
    endpoints: ['/auth/local/register'],
    key: 'registrationClosed',
  },
  { message: /^Invalid parameters: /, endpoints: ['/auth/local/register'], key: 'formInvalid' },
  { message: 'Impossible to find the default role', endpoints: ['/auth/local/register'], key: 'serverError' },
  {
    message: 'Error sending confirmation email',
    endpoints: ['/auth/local/register'],
    key: 'mailFailed',
  },
  {
    message: 'Invalid credentials',
    endpoints: ['/auth/local', '/auth/local/register'],
    key: 'invalidCredentials',
  },
  {
    message: 'The provided current password is invalid',
    endpoints: ['/auth/change-password'],
    key: 'wrongCurrentPassword',
  },
  {
    message: 'Your new password must be different than your current password',
    endpoints: ['/auth/change-password'],
    key: 'samePassword',
  },
  {
    message: 'You must be authenticated to reset your password',
    endpoints: ['/auth/change-password'],
    key: 'sessionEnded',
  },
  {
    message: 'Passwords do not match',
    endpoints: ['/auth/reset-password', '/auth/change-password'],
    key: 'passwordsDiffer',
  },
  { message: 'Incorrect code provided', endpoints: ['/auth/reset-password'], key: 'resetCodeInvalid' },
  {
    message: 'Password must be less than 73 bytes',
    endpoints: ['/auth/local/register', '/auth/reset-password', '/auth/change-password'],
    key: 'passwordTooLong',
  },
  { message: 'Invalid token', endpoints: ['/auth/email-confirmation'], key: 'confirmationInvalid' },
  { message: 'Already confirmed', endpoints: ['/auth/send-email-confirmation'], key: 'alreadyConfirmed' },
  {
    message: 'This provider is disabled',
    endpoints: ['/connect/:provider', '/auth/:provider/callback'],
    key: 'providerDisabled',
  },
  { message: 'Invalid callback URL provided', endpoints: ['/connect/:provider'], key: 'providerFailed' },
  {
    message: 'OAuth authentication requires a completed provider session',
    endpoints: ['/auth/:provider/callback'],
    key: 'providerFailed',
  },
  { message: 'No access_token.', endpoints: ['/auth/:provider/callback'], key: 'providerFailed' },
  {
    message: 'Email was not available.',
    endpoints: ['/auth/:provider/callback'],
    key: 'providerEmailMissing',
  },
  {
    message: /^Email not verified by /,
    endpoints: ['/auth/:provider/callback'],
    key: 'providerEmailMissing',
  },
  {
    message: 'Register action is actually not available.',
    endpoints: ['/auth/:provider/callback'],
    key: 'registrationClosed',
  },
  { message: 'Email is already taken.', endpoints: ['/auth/:provider/callback'], key: 'accountTaken' },
  {
    message: 'Too many requests, please try again later.',
    endpoints: ['every /auth route'],
    key: 'rateLimited',
  },
  { message: 'Missing authentication', endpoints: ['/auth/refresh', '/auth/logout'], key: 'sessionEnded' },
];

function validationKey(details: unknown): AuthErrorKey | null {
  // A yup failure of the CMS's body validation: `details.errors[].path` names the field.
  const errors = (details as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors) || !errors.length) return null;
  const [first] = errors as { path?: string[]; message?: string }[];
  const field = first.path?.[first.path.length - 1];
  if (/required/i.test(first.message ?? '')) return 'fieldMissing';
  if (field === 'email') return 'emailInvalid';
  if (first.message) {
    const known = keyOfMessage(first.message);
    if (known) return known;
  }
  return 'formInvalid';
}

function keyOfMessage(message: string): AuthErrorKey | null {
  const entry = CMS_AUTH_ERRORS.find((candidate) =>
    typeof candidate.message === 'string' ? candidate.message === message : candidate.message.test(message),
  );
  return entry?.key ?? null;
}

/**
 * The message key for a failed call: by the error's kind, then its exact message, then its status.
 * `transportFailure` is set when the CMS sent no error body (no answer, too late, a foreign page).
 */
export function authErrorKeyOf({
  transportFailure = null,
  status,
  name,
  message,
  details,
}: {
  transportFailure?: 'network' | 'timeout' | 'foreign-answer' | null;
  status: number;
  name?: string;
  message: string;
  details?: unknown;
}): AuthErrorKey {
  if (transportFailure === 'network') return 'network';
  if (transportFailure === 'timeout') return 'timeout';
  // A proxy's or host's page instead of the CMS's answer: the service is not reachable as it should be.
  if (transportFailure === 'foreign-answer') return 'serverError';
  if (name === 'RateLimitError' || status === 429) return 'rateLimited';
  const known = keyOfMessage(message);
  if (known) return known;
  if (name === 'ValidationError') return validationKey(details) ?? 'formInvalid';
  if (status === 401) return 'sessionEnded';
  if (status === 403) return 'forbidden';
  if (status >= 500) return 'serverError';
  return 'unknown';
}
