const { sourceHash } = require('@meridian/shared/source-hash');

/**
 * Translation status (docs/editors.md, "Translation status"): for every localized entry and
 * language, whether the translation is missing, up to date or outdated.
 *
 * When a translation is saved, a translation record keeps what it was made from: the hash of the
 * English draft's localized text fields (the schema's, e.g. title, summary, body, coverAlt) and one
 * hash per field. When the English is saved with other text, the records of that document that
 * were up to date get `outdatedSince`; the fields that changed are those whose hash differs.
 *
 * Why a small content type of its own (api::translation-record) rather than a private field on
 * each entry: a field would be copied, versioned and published with the entry, be part of its
 * form (Strapi's admin shows private fields) and be written by the very save it describes; the
 * records have no API routes, no GraphQL type (register(): shadowCRUD disabled), no permission
 * any role can be given in practice, and are hidden in the content manager and its builder.
 */

const RECORD = 'api::translation-record.translation-record';
const { SAVE_ACTIONS, defaultLocale } = require('../document-saves');
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks', 'email']);

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ action: string, uid: string, contentType: any, params: any }} DocumentContext */
/** @typedef {Parameters<import('@strapi/strapi').Modules.Documents.Middleware.Middleware>[1]} DocumentNext */
/**
 * @typedef {{ language: string, state: 'missing' | 'up-to-date' | 'outdated',
 *   outdatedSince?: string | null, changedFields?: string[] }} LanguageStatus
 */

/**
 * The localized text fields of a content type: what a translator translates.
 * @param {any} contentType
 * @returns {string[]}
 */
function localizedTextFields(contentType) {
  return Object.entries(contentType?.attributes ?? {})
    .filter(
      ([, attribute]) => TEXT_TYPES.has(attribute.type) && attribute.pluginOptions?.i18n?.localized === true,
    )
    .map(([name]) => name);
}

/**
 * The project's localized content types with text to translate (article, page, project, tag…).
 * @param {any} contentType
 */
function isTranslatedType(contentType) {
  return (
    typeof contentType?.uid === 'string' &&
    contentType.uid.startsWith('api::') &&
    contentType.pluginOptions?.i18n?.localized === true &&
    localizedTextFields(contentType).length > 0
  );
}

/**
 * The hashes of an entry's localized text: one for all, one per field.
 * @param {any} contentType
 * @param {Record<string, unknown>} entry
 */
function sourceOf(contentType, entry) {
  const fields = localizedTextFields(contentType);
  const text = (/** @type {string} */ field) => {
    const value = entry[field];
    if (value == null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return {
    sourceHash: sourceHash(...fields.map((field) => `${field}: ${text(field)}`)),
    sourceFields: Object.fromEntries(fields.map((field) => [field, sourceHash(text(field))])),
  };
}

/**
 * The fields whose hash differs between a record and the English as it is now.
 * @param {Record<string, string>} recorded
 * @param {Record<string, string>} current
 */
function changedFields(recorded, current) {
  return Object.keys(current).filter((field) => recorded?.[field] !== current[field]);
}

/** @param {Strapi} strapi @returns {Promise<string[]>} */
async function localeCodes(strapi) {
  const locales = await strapi.plugin('i18n').service('locales').find();
  return locales.map((/** @type {{ code: string }} */ locale) => locale.code).sort();
}

/** @param {Strapi} strapi */
const recordsOf = (strapi) => strapi.db.query(RECORD);

/**
 * The entries of a type (drafts, or published versions), `where` narrowing them.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {'draft' | 'published'} status
 * @param {Record<string, unknown>} [where]
 */
function entriesOf(strapi, contentType, status, where = {}) {
  const named = ['slug', 'title', 'name'].filter((name) => contentType.attributes[name]);
  return strapi.db.query(contentType.uid).findMany({
    where: { ...where, publishedAt: status === 'draft' ? null : { $notNull: true } },
    select: [...new Set(['documentId', 'locale', ...named, ...localizedTextFields(contentType)])],
  });
}

/**
 * The English draft of a document, or undefined.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {string} documentId
 */
async function englishDraftOf(strapi, contentType, documentId) {
  const [english] = await entriesOf(strapi, contentType, 'draft', {
    documentId,
    locale: await defaultLocale(strapi),
  });
  return english;
}

/**
 * Records that `language`'s translation of a document was made from its English draft as it is now.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {string} documentId
 * @param {string} language
 */
async function recordTranslation(strapi, contentType, documentId, language) {
  const english = await englishDraftOf(strapi, contentType, documentId);
  if (!english) return null;
  const records = recordsOf(strapi);
  const data = { ...sourceOf(contentType, english), savedAt: new Date(), outdatedSince: null };
  const where = { translatedType: contentType.uid, translatedDocumentId: documentId, language };
  const existing = await records.findOne({ where });
  return existing
    ? records.update({ where: { id: existing.id }, data })
    : records.create({ data: { ...where, ...data } });
}

/**
 * After the English draft of a document was saved: its up-to-date translations whose source
 * text differs now are outdated from now on (and outdated ones whose English went back to what
 * they were made from are up to date again).
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {string} documentId
 */
async function englishSaved(strapi, contentType, documentId) {
  const english = await englishDraftOf(strapi, contentType, documentId);
  if (!english) return;
  const { sourceHash: current } = sourceOf(contentType, english);
  const recorded = await recordsOf(strapi).findMany({
    where: { translatedType: contentType.uid, translatedDocumentId: documentId },
  });
  for (const record of recorded) {
    const outdated = record.sourceHash !== current;
    if (outdated === Boolean(record.outdatedSince)) continue;
    await recordsOf(strapi).update({
      where: { id: record.id },
      data: { outdatedSince: outdated ? new Date() : null },
    });
  }
}

/**
 * One document's entries (drafts, or published versions) by language, per document id.
 * @param {Array<Record<string, any>>} entries
 * @returns {Map<string, Map<string, Record<string, any>>>}
 */
function versionsByDocument(entries) {
  const byDocument = new Map();
  for (const entry of entries) {
    if (!byDocument.has(entry.documentId)) byDocument.set(entry.documentId, new Map());
    byDocument.get(entry.documentId).set(entry.locale, entry);
  }
  return byDocument;
}

/**
 * A language's status, from whether its version exists and the record of what it was made from.
 * @param {string} language
 * @param {boolean} exists
 * @param {Record<string, any> | undefined} record
 * @param {ReturnType<typeof sourceOf>} current the English's hashes as they are now
 * @returns {LanguageStatus}
 */
function languageStatus(language, exists, record, current) {
  if (!exists) return { language, state: 'missing' };
  if (!record || record.sourceHash === current.sourceHash) return { language, state: 'up-to-date' };
  return {
    language,
    state: 'outdated',
    outdatedSince: toIso(record.outdatedSince ?? record.savedAt),
    changedFields: changedFields(record.sourceFields, current.sourceFields),
  };
}

/**
 * Every document of a type and the status of each of its languages, against its English
 * `status` version (drafts for the admin; published versions for the site).
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {{ status?: 'draft' | 'published', documentId?: string }} [options]
 */
async function statusesOf(strapi, contentType, { status = 'draft', documentId } = {}) {
  const english = await defaultLocale(strapi);
  const languages = (await localeCodes(strapi)).filter((code) => code !== english);
  const narrow = documentId ? { documentId } : {};
  const entries = await entriesOf(strapi, contentType, status, narrow);
  const recorded = await recordsOf(strapi).findMany({
    where: { translatedType: contentType.uid, ...(documentId ? { translatedDocumentId: documentId } : {}) },
  });
  const recordOf = new Map(
    recorded.map((record) => [`${record.translatedDocumentId}:${record.language}`, record]),
  );
  const documents = [];
  for (const [id, versions] of versionsByDocument(entries)) {
    const source = versions.get(english);
    if (!source) continue; // Written in another language first: there is no English to translate.
    const current = sourceOf(contentType, source);
    const statuses = languages.map((language) =>
      languageStatus(language, versions.has(language), recordOf.get(`${id}:${language}`), current),
    );
    documents.push({
      type: contentType.uid,
      documentId: id,
      slug: source.slug ?? null,
      title: source.title ?? source.name ?? null,
      languages: statuses,
      titles: Object.fromEntries(
        [...versions].map(([code, entry]) => [code, entry.title ?? entry.name ?? null]),
      ),
    });
  }
  return documents;
}

/**
 * The translated content types.
 * @param {Strapi} strapi
 */
function translatedTypes(strapi) {
  return Object.values(strapi.contentTypes).filter(isTranslatedType);
}

/**
 * Gives every translation without a record one, as made from its English as it is now: the
 * seed's translations (and any saved before records existed) count as up to date. Idempotent.
 * @param {Strapi} strapi
 */
async function recordExistingTranslations(strapi) {
  const english = await defaultLocale(strapi);
  let created = 0;
  for (const contentType of translatedTypes(strapi)) {
    const drafts = await strapi.db.query(contentType.uid).findMany({
      where: { publishedAt: null, locale: { $ne: english } },
      select: ['documentId', 'locale'],
    });
    const recorded = await recordsOf(strapi).findMany({
      where: { translatedType: contentType.uid },
      select: ['translatedDocumentId', 'language'],
    });
    const known = new Set(recorded.map((record) => `${record.translatedDocumentId}:${record.language}`));
    for (const draft of drafts) {
      if (known.has(`${draft.documentId}:${draft.locale}`)) continue;
      if (await recordTranslation(strapi, contentType, draft.documentId, draft.locale)) created += 1;
    }
  }
  return created;
}

/**
 * The services of translation status (the translation-record core service is extended with them).
 * @param {Strapi} strapi
 */
function translationStatusService(strapi) {
  return {
    isTranslatedType,
    /** @param {any} contentType @param {string} documentId @param {string} language */
    recordTranslation: (contentType, documentId, language) =>
      recordTranslation(strapi, contentType, documentId, language),
    /** @param {any} contentType @param {string} documentId */
    englishSaved: (contentType, documentId) => englishSaved(strapi, contentType, documentId),
    /** @param {any} contentType @param {{ status?: 'draft' | 'published', documentId?: string }} [options] */
    statusesOf: (contentType, options) => statusesOf(strapi, contentType, options),
    translatedTypes: () => translatedTypes(strapi),
    recordExistingTranslations: () => recordExistingTranslations(strapi),
  };
}

/** @param {unknown} value */
function toIso(value) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(/** @type {string} */ (value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The document service middleware (registered in register(): strapi.documents.use): every save
 * of a translated type records a translation, or marks the translations of a changed English.
 * @param {Strapi} strapi
 */
function translationRecordMiddleware(strapi) {
  /** @param {DocumentContext} context @param {DocumentNext} next */
  return async (context, next) => {
    const result = await next();
    if (!SAVE_ACTIONS.has(context.action) || !isTranslatedType(context.contentType)) return result;
    const saved = /** @type {{ documentId?: string, locale?: string } | null} */ (result);
    if (!saved?.documentId || !saved.locale) return result;
    const service = strapi.service(RECORD);
    if (saved.locale === (await defaultLocale(strapi))) {
      await service.englishSaved(context.contentType, saved.documentId);
    } else {
      await service.recordTranslation(context.contentType, saved.documentId, saved.locale);
    }
    return result;
  };
}

module.exports = {
  RECORD,
  changedFields,
  isTranslatedType,
  localizedTextFields,
  sourceOf,
  translationRecordMiddleware,
  translationStatusService,
};
