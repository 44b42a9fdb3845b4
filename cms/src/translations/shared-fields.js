const { errors } = require('@strapi/utils');
const { sharedFields } = require('@meridian/shared/shared-fields');

/**
 * The rules that keep a document's languages at one address (docs/editors.md, "Translating in
 * the CMS"), as a document service middleware: every save of an article, page, project, tag or
 * category goes through it, from the admin, the REST/GraphQL APIs or the seed alike.
 *
 * - A new localization takes the document's shared (non-localized) fields from its existing
 *   language(s), whatever the form sent. Strapi 5.54 copies them only into fields the request
 *   leaves empty (copyNonLocalizedFields in @strapi/core's document service), and never the
 *   slug: its i18n plugin counts every uid field as localized whatever the schema says
 *   (isLocalizedAttribute), so the admin neither pre-fills it (its uid input generates `article`
 *   from the still empty title) nor does the server copy or sync it. The translation was saved
 *   at `article`. Here the request's shared fields are dropped (Strapi copies them) and the
 *   document's slug is set; a slug changed later in one language is given to the others' drafts.
 * - An empty slug or the content type's placeholder (`article`, `article-1`…) is never saved:
 *   the entry keeps the real slug its document has, else gets one made from its title (a new
 *   entry's slug follows its title), else the save is refused in words.
 * - A slug another document uses (in any language) is refused, naming that entry.
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ action: string, uid: string, contentType: any, params: any }} DocumentContext */
/** @typedef {Parameters<import('@strapi/strapi').Modules.Documents.Middleware.Middleware>[1]} DocumentNext */

const { SAVE_ACTIONS, defaultLocale } = require('../document-saves');
const { cutSlug } = require('./slug-rule');
const { editorLanguage, fieldLabel, ruleMessage } = require('../content-rules/rule-messages');

/**
 * The content types these rules apply to: the project's localized types with a slug.
 * @param {any} contentType
 */
function hasLocalizedSlug(contentType) {
  return (
    typeof contentType?.uid === 'string' &&
    contentType.uid.startsWith('api::') &&
    contentType.pluginOptions?.i18n?.localized === true &&
    Boolean(contentType.attributes?.slug)
  );
}

/**
 * The field an entry is known by: the uid's target (title, name), else `title`.
 * @param {any} contentType
 */
function titleField(contentType) {
  return contentType.attributes.slug.targetField ?? 'title';
}

/**
 * A slug the admin generates when there is no title yet: the content type's name, maybe numbered.
 * @param {any} contentType
 * @param {unknown} slug
 */
function isPlaceholderSlug(contentType, slug) {
  if (typeof slug !== 'string' || !slug.trim()) return true;
  const base = contentType.attributes.slug.default || contentType.modelName;
  return new RegExp(`^${base}(?:-\\d+)?$`).test(slug.trim());
}

/**
 * The name of a language as the admin shows it ("Japanese (ja)").
 * @param {Strapi} strapi
 * @param {string} code
 */
async function languageName(strapi, code) {
  const locale = await strapi.plugin('i18n').service('locales').findByCode(code);
  return locale?.name ?? code;
}

/**
 * Refuses `slug` when another document of the type uses it, in any language or status.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {string} slug
 * @param {string | undefined} documentId the document being saved (undefined: a new one)
 */
async function refuseSlugClash(strapi, contentType, slug, documentId) {
  const other = await strapi.db.query(contentType.uid).findOne({
    where: { slug, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    orderBy: [{ locale: 'asc' }],
  });
  if (!other) return;
  const title = other[titleField(contentType)] || '(untitled)';
  const language = await languageName(strapi, other.locale);
  refuse('slug', ruleMessage(editorLanguage(strapi), 'slug.taken', { slug, title, language }));
}

/**
 * A slug made from the entry's title (slug-rule.js, through the content manager's uid service as
 * the admin's slug box gets it: uid-generation.js), numbered when another document has it in any
 * language; refuses the save when there is no title or no meaningful slug comes out of it (kanji).
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {Record<string, unknown>} data the entry as it will be saved
 */
async function slugFromTitle(strapi, contentType, data) {
  const field = titleField(contentType);
  const title = typeof data[field] === 'string' ? data[field].trim() : '';
  const kind = contentType.info?.displayName?.toLowerCase() ?? contentType.modelName;
  const editor = editorLanguage(strapi);
  const label = fieldLabel(editor, field);
  if (contentType.attributes.slug.type !== 'uid')
    refuse('slug', ruleMessage(editor, 'slug.untyped', { kind }));
  if (!title) refuse(field, ruleMessage(editor, 'slug.noTitle', { kind, field: label }));
  const slug = await strapi
    .plugin('content-manager')
    .service('uid')
    .generateUIDField({
      contentTypeUID: contentType.uid,
      field: 'slug',
      data: { [field]: title },
      locale: '*',
    });
  const pattern = new RegExp(contentType.attributes.slug.regex ?? '^.+$');
  if (typeof slug !== 'string' || !pattern.test(slug) || isPlaceholderSlug(contentType, slug)) {
    refuse('slug', ruleMessage(editor, 'slug.none', { field: label, title }));
  }
  return slug;
}

/**
 * Refuses a typed slug longer than the field allows, offering it cut at a word.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {string} slug
 */
function refuseLongSlug(strapi, contentType, slug) {
  const max = contentType.attributes.slug.maxLength;
  if (!max || slug.length <= max) return;
  refuse(
    'slug',
    ruleMessage(editorLanguage(strapi), 'slug.tooLong', {
      length: slug.length,
      max,
      cut: cutSlug(slug, max),
    }),
  );
}

/**
 * Throws the ValidationError the admin shows in its toast and on the field.
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function refuse(field, message) {
  throw new errors.ValidationError(message, {
    errors: [{ path: [field], message, name: 'ValidationError' }],
  });
}

/**
 * The document service middleware (registered in register(): strapi.documents.use).
 * @param {Strapi} strapi
 */
function sharedFieldsMiddleware(strapi) {
  /** @param {DocumentContext} context @param {DocumentNext} next */
  return async (context, next) => {
    const { contentType, params } = context;
    if (!SAVE_ACTIONS.has(context.action) || !hasLocalizedSlug(contentType) || !params?.data) return next();
    const data = params.data;
    const documentId = context.action === 'update' ? params.documentId : undefined;
    const entries = documentId
      ? await strapi.db.query(contentType.uid).findMany({
          where: { documentId },
          select: ['locale', 'publishedAt', 'slug', titleField(contentType)],
        })
      : [];
    const locale = params.locale ?? (await defaultLocale(strapi));

    if (entries.length && !entries.some((entry) => entry.locale === locale)) {
      // A new language of an existing document: its shared fields are the document's. Strapi
      // copies the ones the request leaves out; the slug it never copies (its i18n plugin counts
      // every uid field as localized, whatever the schema says), so it is set here.
      const shared = sharedFields(contentType.modelName);
      params.data = Object.fromEntries(Object.entries(data).filter(([name]) => !shared.includes(name)));
      params.data.slug = documentSlug(entries, await defaultLocale(strapi));
      return next();
    }

    const ownEntry = entries.find((entry) => entry.locale === locale);
    if (isPlaceholderSlug(contentType, 'slug' in data ? data.slug : ownEntry?.slug)) {
      // Never saved: the entry keeps the real slug its document has (the admin's form still
      // shows the placeholder it generated after a new translation is saved, and sends it again
      // with Publish), else gets one made from its title.
      const existing = ownEntry?.slug ?? documentSlug(entries, await defaultLocale(strapi));
      data.slug = isPlaceholderSlug(contentType, existing)
        ? await slugFromTitle(strapi, contentType, {
            [titleField(contentType)]: data[titleField(contentType)] ?? ownEntry?.[titleField(contentType)],
          })
        : existing;
    }
    if (typeof data.slug !== 'string' || !data.slug) return next();
    refuseLongSlug(strapi, contentType, data.slug);
    await refuseSlugClash(strapi, contentType, data.slug, documentId);
    const result = await next();
    // A new slug is the document's: the other languages' drafts follow it, as Strapi's i18n does
    // for the other shared fields (their published versions follow when they are published).
    if (documentId && entries.some((entry) => entry.locale !== locale)) {
      await strapi.db.query(contentType.uid).updateMany({
        where: { documentId, locale: { $ne: locale }, publishedAt: null },
        data: { slug: data.slug },
      });
    }
    return result;
  };
}

/**
 * The slug a document's languages share: its default language's draft's, else any draft's.
 * @param {Array<{ locale: string, publishedAt: string | null, slug: string | null }>} entries
 * @param {string} defaultLocale
 */
function documentSlug(entries, defaultLocale) {
  const drafts = entries.filter((entry) => !entry.publishedAt && entry.slug);
  return (drafts.find((entry) => entry.locale === defaultLocale) ?? drafts[0] ?? entries[0])?.slug;
}

module.exports = { sharedFieldsMiddleware, isPlaceholderSlug };
