// @ts-check
const { localizeAuthTemplate, visitorLanguage } = require('../../auth-language');

/**
 * Sign-in mails in the visitor's language. users-permissions renders each mail (reset password,
 * address confirmation) and its subject through its service's `template`; this wraps it so that
 * the English templates are swapped for the language of the request being answered (strapi's
 * request context: the site sends `Accept-Language`).
 * @param {any} plugin
 */
module.exports = (plugin) => {
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
  return plugin;
};
