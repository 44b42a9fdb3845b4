const { localizeSiteUrl, visitorLanguage } = require('../auth-language');
const { siteUrl } = require('../site-url');

const CONFIRMATION_PATH = '/api/auth/email-confirmation';

/**
 * The e-mail confirmation link (users-permissions' `GET /api/auth/email-confirmation`) is opened
 * by a person in a browser, from a mail. On success the plugin redirects to the site's account
 * page; on a spent, replaced or mangled link it answers JSON, a dead end. This sends such a
 * visitor to the site's sign-in page instead, which says the link no longer works and how to get
 * a new one. Both land on the page of the language the mail was written in (`lang` in the link).
 */
module.exports = () => async (/** @type {any} */ ctx, /** @type {() => Promise<void>} */ next) => {
  if (ctx.method !== 'GET' || ctx.path !== CONFIRMATION_PATH) return next();
  const language = visitorLanguage({ query: ctx.query });
  try {
    await next();
  } catch (error) {
    // A missing, unknown or spent code is thrown as a ValidationError by the plugin; anything
    // else is the CMS's own failure and stays an error.
    if (/** @type {any} */ (error)?.name !== 'ValidationError') throw error;
    ctx.redirect(localizeSiteUrl(`${siteUrl()}/login?confirmation=invalid`, language));
    return;
  }
  const location = ctx.response.get('location');
  if (ctx.status >= 300 && ctx.status < 400 && location) ctx.redirect(localizeSiteUrl(location, language));
};
