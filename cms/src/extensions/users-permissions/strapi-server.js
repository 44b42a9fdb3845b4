// @ts-check
const { randomBytes } = require('node:crypto');
const { validateYupSchema, yup } = require('@strapi/utils');
const { localizeAuthTemplate, visitorLanguage } = require('../../auth-language');

/** The plugin's answer to an unknown identifier and to a wrong password alike. */
const INVALID_CREDENTIALS = 'Invalid identifier or password';
/** The plugin's own body check of forgot-password (controllers/validation/auth.js), same messages. */
const validateForgotPasswordBody = validateYupSchema(
  yup.object({ email: yup.string().email().required() }).noUnknown(),
);

/**
 * Sign-in mails in the visitor's language. users-permissions renders each mail (reset password,
 * address confirmation) and its subject through its service's `template`; this wraps it so that
 * the English templates are swapped for the language of the request being answered (strapi's
 * request context: the site sends `Accept-Language`).
 * @param {any} plugin
 */
function localizeMails(plugin) {
  const createService = plugin.services['users-permissions'];
  plugin.services['users-permissions'] = (/** @type {{ strapi: any }} */ context) => {
    const service = createService(context);
    const template = service.template;
    return {
      ...service,
      /** @param {string} layout @param {Record<string, unknown>} data */
      template(layout, data) {
        const localized = localizeAuthTemplate(
          layout,
          data,
          visitorLanguage(context.strapi.requestContext.get()),
        );
        return template.call(this, localized.layout, localized.data);
      },
    };
  };
}

/**
 * Sign-in and password reset take as long whether or not the account exists (issue 28, item 6).
 * The plugin compared a password hash only for an existing account (130–240 ms against ~10 ms
 * for an unknown one), and forgot-password waited for the database and the mail only for an
 * existing one (175 ms against 6 ms): both told an attacker which addresses have accounts.
 * @param {any} plugin
 */
function hideWhichAccountsExist(plugin) {
  /** Requests whose password was compared with a stored hash (the plugin's validatePassword). */
  const compared = new WeakSet();
  /** A hash made like the plugin's own (same rounds), of a password nobody knows; made once. */
  let dummyHash = /** @type {Promise<string> | null} */ (null);

  const createUserService = plugin.services.user;
  plugin.services.user = (/** @type {{ strapi: any }} */ context) => {
    const service = createUserService(context);
    return {
      ...service,
      /** @param {string} password @param {string} hash */
      validatePassword(password, hash) {
        const request = context.strapi.requestContext.get();
        if (request) compared.add(request);
        return service.validatePassword.call(this, password, hash);
      },
    };
  };

  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = (/** @type {{ strapi: any }} */ context) => {
    const controller = createAuthController(context);
    const users = () => context.strapi.plugin('users-permissions').service('user');
    return {
      ...controller,
      /** @param {any} ctx */
      async callback(ctx) {
        try {
          return await controller.callback.call(this, ctx);
        } catch (error) {
          // An unknown identifier (or an account without a password) is refused before any
          // hash is compared: compare one anyway, so that it costs what a wrong password costs.
          if (/** @type {Error} */ (error)?.message === INVALID_CREDENTIALS && !compared.has(ctx)) {
            dummyHash ??= users()
              .ensureHashedPasswords({ password: randomBytes(32).toString('base64') })
              .then((/** @type {{ password: string }} */ values) => values.password);
            await users().validatePassword(String(ctx.request.body?.password ?? ''), await dummyHash);
          }
          throw error;
        }
      },
      /** @param {any} ctx */
      async forgotPassword(ctx) {
        // Bad input is answered at once, as before (it says nothing about accounts). The rest
        // (lookup, reset token, mail) runs after the answer, which is then the same `{ ok: true }`
        // at the same time for every address. The plugin's controller does that work with a
        // context whose answer goes nowhere; the request context (the mail's language) carries on.
        await validateForgotPasswordBody(ctx.request.body);
        const detached = Object.create(ctx, { send: { value: () => {} } });
        controller.forgotPassword.call(this, detached).catch((/** @type {Error} */ error) => {
          context.strapi.log.error(`Password reset mail not sent: ${error.message}`);
        });
        ctx.send({ ok: true });
      },
    };
  };
}

/** @param {any} plugin */
module.exports = (plugin) => {
  localizeMails(plugin);
  hideWhichAccountsExist(plugin);
  return plugin;
};
