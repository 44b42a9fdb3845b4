// @ts-check

const { AUTH_MAILS } = require('../auth-language');
const { siteUrl } = require('../site-url');

/** AUTH_EMAIL_CONFIRMATION=true: registration mails a confirmation link and signs in nobody. */
const emailConfirmationRequired = () => process.env.AUTH_EMAIL_CONFIRMATION === 'true';

/**
 * Points the users-permissions flows at the site: password-reset links open
 * `{SITE_URL}/reset-password`, confirmation links return to `/account?confirmed=1` (both with the
 * visitor's language prefix: auth-language.js and extensions/users-permissions), provider
 * sign-in returns to `/connect/{provider}/redirect`; a provider is enabled only when its client id
 * and secret are configured (GITHUB_CLIENT_ID/SECRET, GOOGLE_CLIENT_ID/SECRET). Registration
 * requires a confirmed address only with AUTH_EMAIL_CONFIRMATION=true. Idempotent: the
 * environment wins at every start.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncAuthSettings(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const from = { name: 'Meridian', email: process.env.EMAIL_FROM_ADDRESS || 'no-reply@meridian.network' };

  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      // Off by default: registration signs in at once (the site expects a token back) and
      // addresses can still be confirmed from the account page. On, registration answers without a
      // token, mails a link, and sign-in is refused until the link has been followed.
      email_confirmation: emailConfirmationRequired(),
      email_reset_password: `${siteUrl()}/reset-password`,
      email_confirmation_redirection: `${siteUrl()}/account?confirmed=1`,
      default_role: 'authenticated',
    },
  });

  const email = (await store.get({ key: 'email' })) || {};
  await store.set({
    key: 'email',
    value: {
      ...email,
      reset_password: {
        ...email.reset_password,
        options: {
          from,
          response_email: '',
          object: AUTH_MAILS.en.resetSubject,
          message: AUTH_MAILS.en.resetMessage,
        },
      },
      email_confirmation: {
        ...email.email_confirmation,
        options: {
          from,
          response_email: '',
          object: AUTH_MAILS.en.confirmSubject,
          message: AUTH_MAILS.en.confirmMessage,
        },
      },
    },
  });

  const grant = (await store.get({ key: 'grant' })) || {};
  for (const provider of ['github', 'google']) {
    const key = process.env[`${provider.toUpperCase()}_CLIENT_ID`];
    const secret = process.env[`${provider.toUpperCase()}_CLIENT_SECRET`];
    grant[provider] = {
      ...grant[provider],
      enabled: Boolean(key && secret),
      key: key || '',
      secret: secret || '',
      callback: `${siteUrl()}/connect/${provider}/redirect`,
    };
  }
  await store.set({ key: 'grant', value: grant });
}

module.exports = { syncAuthSettings };
