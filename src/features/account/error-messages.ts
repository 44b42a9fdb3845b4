import { authErrorKeyOf, type AuthErrorKey } from '@meridian/shared/cms-errors';
import type { ContentServiceError } from './errors';

// The keys, the table of the CMS's errors and its lookup are the shared package's: the site server
// words a failure with them too.
export {
  AUTH_ERROR_KEYS,
  CMS_AUTH_ERRORS,
  type AuthErrorKey,
  type CmsAuthError,
} from '@meridian/shared/cms-errors';

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
