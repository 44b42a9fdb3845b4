/**
 * The header in which the CMS's admin sends its interface language with each request
 * (cms/src/admin/interface-language.js), so that the CMS words a refused save in it
 * (cms/src/content-rules/rule-messages.js).
 */
export const ADMIN_LANGUAGE_HEADER = 'x-admin-language';
