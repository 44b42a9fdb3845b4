const { randomBytes } = require('node:crypto');
const { errors, validateYupSchema, yup } = require('@strapi/utils');

const { ApplicationError } = errors;
const { localizeAuthTemplate, registrationAttemptMail, visitorLanguage } = require('../../auth-language');
const { issuedBeforePasswordChange } = require('../../auth-sessions');
const rateLimit = require('../../middlewares/rate-limit');

const USER = 'plugin::users-permissions.user';
/** The plugin's answer to a registration whose address or username an account already has. */
const ACCOUNT_TAKEN = 'Email or Username are already taken';

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

/**
 * Registration answers the same whether or not the address or the username is taken (issue 38,
 * item 8): the plugin said "Email or Username are already taken", which told anyone which
 * addresses have accounts. With e-mail confirmation on (production), every registration that
 * passes the plugin's checks is answered `{ user: { username, email, confirmed: false } }`, and
 * the mail says the rest: a confirmation link for a new account; to the holder of an existing
 * account, that someone tried to register with their address; to a new address whose username
 * is taken, to pick another. A taken registration hashes the password as a new one would, so it takes as long.
 * @param {any} plugin
 */
function hideTakenRegistrations(plugin) {
  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = (/** @type {{ strapi: any }} */ context) => {
    const controller = createAuthController(context);
    const { strapi } = context;
    return {
      ...controller,
      /** @param {any} ctx */
      async register(ctx) {
        const settings = await strapi
          .store({ type: 'plugin', name: 'users-permissions' })
          .get({ key: 'advanced' });
        // Without confirmation (development only) a new account is signed in at once: a taken
        // one cannot be answered alike, so the plugin's own answer stands.
        if (!settings?.email_confirmation) return controller.register.call(this, ctx);
        const email = String(ctx.request.body?.email ?? '').toLowerCase();
        const username = String(ctx.request.body?.username ?? '');
        const sent = Object.create(ctx, { send: { value: () => {} } });
        try {
          await controller.register.call(this, sent);
        } catch (error) {
          if (/** @type {Error} */ (error)?.message !== ACCOUNT_TAKEN) throw error;
          await strapi
            .plugin('users-permissions')
            .service('user')
            .ensureHashedPasswords({
              password: String(ctx.request.body?.password ?? ''),
            });
          const holder = await strapi.db.query(USER).findOne({ where: { email }, select: ['id'] });
          const mail = registrationAttemptMail(holder ? 'existing' : 'username', {
            language: visitorLanguage(ctx),
            username,
          });
          try {
            await strapi
              .plugin('email')
              .service('email')
              .send({ to: email, ...mail });
          } catch (mailError) {
            strapi.log.error(`Registration notice not sent: ${/** @type {Error} */ (mailError).message}`);
            throw new ApplicationError('Error sending confirmation email');
          }
        }
        ctx.send({ user: { username, email, confirmed: false } });
      },
    };
  };
}

/**
 * A password reset (or change) ends the account's other sessions (issue 38, item 8): the user
 * keeps the time of the change (`passwordChangedAt`, private), and a token issued before it is
 * refused wherever the plugin checks one (its `jwt.verify`: the API's authentication and the
 * community socket's). The token the reset answers with is issued after the change, so it works.
 * @param {any} plugin
 */
function endSessionsOnPasswordChange(plugin) {
  plugin.contentTypes.user.schema.attributes.passwordChangedAt = {
    type: 'datetime',
    private: true,
    configurable: false,
  };

  const createUserService = plugin.services.user;
  plugin.services.user = (/** @type {{ strapi: any }} */ context) => {
    const service = createUserService(context);
    return {
      ...service,
      /** @param {unknown} userId @param {Record<string, unknown>} params */
      edit(userId, params = {}) {
        const changed = typeof params.password === 'string' && params.password !== '';
        return service.edit.call(
          this,
          userId,
          changed ? { ...params, passwordChangedAt: new Date() } : params,
        );
      },
    };
  };

  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = (/** @type {{ strapi: any }} */ context) => {
    const service = createJwtService(context);
    return {
      ...service,
      /** @param {string} token */
      async verify(token) {
        const payload = await service.verify.call(this, token);
        if (payload?.id !== undefined && typeof payload.iat === 'number') {
          const user = await context.strapi.db
            .query(USER)
            .findOne({ where: { id: payload.id }, select: ['passwordChangedAt'] });
          if (issuedBeforePasswordChange(payload.iat, user?.passwordChangedAt))
            throw new Error('Invalid token.');
        }
        return payload;
      },
    };
  };
}

/**
 * The requests that send a mail are limited per client address too (issue 38, item 8): the
 * plugin's own limit is keyed on the address in the body as well, so one client could register
 * (and mail) any number of addresses. `AUTH_MAIL_RATELIMIT_MAX` per
 * `AUTH_MAIL_RATELIMIT_WINDOW_MS`, for registration and password requests each.
 * @param {any} plugin
 */
function limitMailingRoutesPerClient(plugin) {
  const max = Number(process.env.AUTH_MAIL_RATELIMIT_MAX ?? 10);
  const windowMs = Number(process.env.AUTH_MAIL_RATELIMIT_WINDOW_MS ?? 10 * 60_000);
  const limited = { '/auth/local/register': 'register', '/auth/forgot-password': 'forgot-password' };
  for (const route of plugin.routes['content-api'].routes) {
    const name = limited[/** @type {keyof typeof limited} */ (route.path)];
    if (route.method !== 'POST' || !name) continue;
    route.config = route.config ?? {};
    route.config.middlewares = [rateLimit({ name, max, windowMs }), ...(route.config.middlewares ?? [])];
  }
}

/** @param {any} plugin */
module.exports = (plugin) => {
  localizeMails(plugin);
  hideWhichAccountsExist(plugin);
  hideTakenRegistrations(plugin);
  endSessionsOnPasswordChange(plugin);
  limitMailingRoutesPerClient(plugin);
  return plugin;
};
