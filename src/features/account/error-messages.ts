import { authErrorKeyOf } from './cms-errors.mjs';
import type { ContentServiceError } from './errors';

// The table of the CMS's errors and its lookup are plain JavaScript, for the site server too.
export { CMS_AUTH_ERRORS, type CmsAuthError } from './cms-errors.mjs';

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

function bodyDetails(error: ContentServiceError): { name: string; details?: unknown } {
  const { body } = error;
  return 'statusCode' in body ? { name: body.error } : { name: body.error.name, details: body.error.details };
}

/** The message key for a failed call: by the error's kind, then its exact message, then its status. */
export function authErrorKey(error: ContentServiceError): AuthErrorKey {
  return authErrorKeyOf({
    transportFailure: error.transportFailure,
    status: error.status,
    message: error.message,
    ...bodyDetails(error),
  });
}

/**
 * The visitor's message for a failure, in the page's language (`t` of the account namespace).
 * The CMS's own text goes to the console for developers.
 */
export function localizedErrorMessage(failure: unknown, t: (key: string) => string): string {
  const error = failure as ContentServiceError;
  if (typeof error?.status !== 'number' || !error.body) {
    console.error('[account] unexpected failure', failure);
    return t('cmsErrors.unknown');
  }
  console.warn(`[account] the CMS answered ${error.status}: ${error.message}`);
  return t(`cmsErrors.${authErrorKey(error)}`);
}
