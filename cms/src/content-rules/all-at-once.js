const { errors } = require('@strapi/utils');
const { SAVE_ACTIONS } = require('../document-saves');
const { saveProblems } = require('./content-rules');
const { editorLanguage, refusal } = require('./rule-messages');

/**
 * One refused save names every problem at once, each beside its field (issue 39: four problems
 * took four saves). Each rule refuses at its first finding: the shared fields' slug rules
 * (translations/shared-fields.js), the site's content rules and an event's own
 * (content-rules.js, events/event-rules.js), and Strapi's schema validation (its entity
 * validator, which already lists all its own: yup with abortEarly false). This middleware,
 * registered first so that it wraps them all, catches a refusal and adds what the others find in
 * the same fields, so that the admin gets one ValidationError listing every field.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ action: string, uid: string, contentType: any, params: any }} DocumentContext */
/** @typedef {Parameters<import('@strapi/strapi').Modules.Documents.Middleware.Middleware>[1]} DocumentNext */
/** @typedef {{ field: string, message: string }} Problem */

/** Field types whose schema errors are the editor's (relations and components are the admin's). */
const SCALAR_TYPES = new Set([
  'string',
  'text',
  'richtext',
  'email',
  'uid',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'datetime',
  'time',
  'enumeration',
  'boolean',
]);

/**
 * The problems a ValidationError names, per field.
 * @param {any} error
 * @returns {Problem[]}
 */
function problemsOf(error) {
  const listed = error?.details?.errors;
  if (!Array.isArray(listed) || !listed.length) return [{ field: '', message: error.message }];
  return listed.map((/** @type {any} */ item) => ({
    field: Array.isArray(item.path) ? item.path.join('.') : String(item.path ?? ''),
    message: String(item.message),
  }));
}

/** @param {Problem} a @param {Problem} b */
const sameProblem = (a, b) =>
  a.field === b.field && (a.message === b.message || a.message.includes(b.message));

/**
 * What Strapi's schema validation says of the fields (their type, length, pattern, required on
 * publish), as it would once the other rules let the save through.
 * @param {Strapi} strapi
 * @param {DocumentContext} context
 * @returns {Promise<Problem[]>}
 */
async function schemaProblems(strapi, { contentType, params, action }) {
  const options = { isDraft: !params.data.publishedAt, locale: params.locale };
  try {
    if (action === 'create') {
      await strapi.entityValidator.validateEntityCreation(contentType, params.data, options);
    } else {
      const entry = await strapi.db.query(contentType.uid).findOne({
        where: {
          documentId: params.documentId,
          publishedAt: null,
          ...(params.locale ? { locale: params.locale } : {}),
        },
      });
      await strapi.entityValidator.validateEntityUpdate(
        contentType,
        params.data,
        options,
        entry ?? undefined,
      );
    }
    return [];
  } catch (error) {
    if (!(error instanceof errors.ValidationError)) return [];
    return problemsOf(error).filter(({ field }) => SCALAR_TYPES.has(contentType.attributes?.[field]?.type));
  }
}

/**
 * The document service middleware (registered first in register(): strapi.documents.use).
 * @param {Strapi} strapi
 */
function allAtOnceMiddleware(strapi) {
  /** @param {DocumentContext} context @param {DocumentNext} next */
  return async (context, next) => {
    const { contentType, params, action } = context;
    if (!SAVE_ACTIONS.has(action) || !contentType?.uid?.startsWith('api::') || !params?.data) return next();
    try {
      return await next();
    } catch (error) {
      if (!(error instanceof errors.ValidationError)) throw error;
      const [ruleProblems, schemaFound] = await Promise.all([
        saveProblems(strapi, contentType, context.params.data),
        schemaProblems(strapi, context),
      ]);
      const own = problemsOf(error);
      // The slug's rules (taken, made from the title, its length with the cut slug offered) are
      // the project's, in the editor's words: Strapi's "slug must be at most 100 characters"
      // beside them would say the same again, in English.
      const slugExplained = [...own, ...ruleProblems].some(({ field }) => field === 'slug');
      const more = [
        ...ruleProblems,
        ...schemaFound.filter(({ field }) => !(slugExplained && field === 'slug')),
      ].filter((found) => !own.some((problem) => sameProblem(problem, found)));
      // Nothing more to say: the refusal as its rule made it.
      if (!more.length) throw error;
      throw refusal(editorLanguage(strapi), [...own, ...more]);
    }
  };
}

module.exports = { allAtOnceMiddleware };
