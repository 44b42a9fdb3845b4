export declare const AUTH_ERROR_KEYS: readonly [
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
];
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

export interface CmsAuthError {
  /** The CMS's message, exactly as users-permissions (Strapi 5) writes it. */
  message: string | RegExp;
  /** The endpoints that answer it, for the reader and the integration test. */
  endpoints: readonly string[];
  key: AuthErrorKey;
}
export declare const CMS_AUTH_ERRORS: readonly CmsAuthError[];

export declare function authErrorKeyOf(failure: {
  transportFailure?: 'network' | 'timeout' | 'foreign-answer' | null;
  status: number;
  name?: string;
  message: string;
  details?: unknown;
}): AuthErrorKey;
