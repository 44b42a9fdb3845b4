const { AUTH_MAILS } = require('../auth-language');
const { siteUrl } = require('../site-url');

/**
 * Registration mails a confirmation link and signs in nobody until it is followed, unless
 * AUTH_EMAIL_CONFIRMATION=false: an account must prove it owns its address before it signs in
 * (member data is looked up by that address: cms/src/community/member-newsletter.js).
 */
/**
 * A users-permissions store value: objects of settings, one per mail or provider, as Strapi or an
 * earlier start left them.
 * @typedef {Record<string, Record<string, unknown> | undefined>} SettingsByName
 */

const emailConfirmationRequired = () => process.env.AUTH_EMAIL_CONFIRMATION !== 'false';

/**
 * Points the users-permissions flows at the site: password-reset links open
 * `{SITE_URL}/reset-password`, confirmation links return to `/account?confirmed=1` (both with the
 * visitor's language prefix: auth-language.js and extensions/users-permissions), provider
 * sign-in returns to `/connect/{provider}/redirect`; a provider is enabled only when its client id
 * and secret are configured (GITHUB_CLIENT_ID/SECRET, GOOGLE_CLIENT_ID/SECRET). Sign-in requires
 * a confirmed address unless AUTH_EMAIL_CONFIRMATION=false. Idempotent: the environment wins at
 * every start.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncAuthSettings(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  if (!emailConfirmationRequired()) {
    // users-permissions then marks every new account confirmed: `confirmed` proves nothing.
    strapi.log.warn(
      'AUTH_EMAIL_CONFIRMATION=false: accounts sign in without confirming their address, so anyone can ' +
        "register someone else's and see the member data kept for it. Use it for development only.",
    );
  }
  const from = { name: 'Meridian', email: process.env.EMAIL_FROM_ADDRESS || 'no-reply@meridian.network' };

  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      // On by default: registration answers without a token and mails a link, and sign-in is
      // refused until the link has been followed (the site's /register says so). Off, anyone could
      // register someone else's address and read what the CMS keeps about it (issue 28, item 2).
      email_confirmation: emailConfirmationRequired(),
      email_reset_password: `${siteUrl()}/reset-password`,
      email_confirmation_redirection: `${siteUrl()}/account?confirmed=1`,
      default_role: 'authenticated',
    },
  });

  const email = /** @type {SettingsByName} */ ((await store.get({ key: 'email' })) || {});
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

  const grant = /** @type {SettingsByName} */ ((await store.get({ key: 'grant' })) || {});
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
