import type { ContentApi } from '../account/content-api';

/**
 * The content-service client of the visitor forms (contact, newsletter): the account area's
 * axios client (same timeout, same error bodies and error hook), made without a token because
 * the CMS lets only anonymous visitors create these entries. It is imported on submit, not with
 * the page: marketing pages carry these forms, and axios stays out of their first JavaScript (a
 * build-output test checks it).
 */
export async function loadVisitorClient(language: string): Promise<ContentApi> {
  const { createContentApi } = await import('../account/content-api');
  return createContentApi({ getToken: () => null, getLanguage: () => language });
}
