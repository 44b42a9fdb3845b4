import type { AuthErrorKey } from './error-messages';

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
