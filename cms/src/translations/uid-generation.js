const { cutSlug, slugFromText } = require('./slug-rule');

/**
 * The content manager's slug maker (its uid service's generateUIDField: what
 * `/content-manager/uid/generate` answers for the admin's slug box and its Regenerate button, and
 * what a save without a slug gets, translations/shared-fields.js) made by slug-rule.js for the
 * project's content types. Differences from Strapi's:
 * - a title that gives no meaningful slug (kanji) gives '' (the box stays empty) instead of a
 *   fragment (`fc`) or the content type's name (`article`);
 * - the slug fits the field (cut at a word), numbered ones too;
 * - a slug taken in any language or status is numbered, and the document's own is not "taken"
 *   (Strapi's numbered a saved entry's slug against itself: `hello` → `hello-1`).
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */

/**
 * @param {Strapi} strapi
 */
function useProjectSlugs(strapi) {
  const service = strapi.plugin('content-manager').service('uid');
  const generate = service.generateUIDField.bind(service);
  /** @param {{ contentTypeUID: string, field: string, data: Record<string, unknown>, locale?: string }} args */
  service.generateUIDField = async (args) => {
    const contentType = /** @type {any} */ (strapi.contentTypes)[args.contentTypeUID];
    const attribute = contentType?.attributes?.[args.field];
    if (!args.contentTypeUID.startsWith('api::') || attribute?.type !== 'uid') return generate(args);
    const title = args.data?.[attribute.targetField];
    const maxLength = attribute.maxLength ?? 100;
    const { slug } = slugFromText(typeof title === 'string' ? title : '', { maxLength });
    if (!slug) return '';
    const documentId = typeof args.data?.id === 'string' && args.data.id ? args.data.id : undefined;
    return uniqueSlug(strapi, args.contentTypeUID, args.field, slug, maxLength, documentId);
  };
}

/**
 * `slug`, else `slug-1`, `slug-2`… (cut to fit): the first no other document has in any language.
 * @param {Strapi} strapi
 * @param {string} uid
 * @param {string} field
 * @param {string} slug
 * @param {number} maxLength
 * @param {string | undefined} documentId the document the slug is for (its own slug is free)
 */
async function uniqueSlug(strapi, uid, field, slug, maxLength, documentId) {
  const rows = await strapi.db.query(/** @type {any} */ (uid)).findMany({
    select: [field],
    where: {
      [field]: { $startsWith: slug.slice(0, 20) },
      ...(documentId ? { documentId: { $ne: documentId } } : {}),
    },
  });
  const taken = new Set(rows.map((/** @type {Record<string, string>} */ row) => row[field]));
  for (let n = 0; ; n += 1) {
    const suffix = n ? `-${n}` : '';
    const candidate = `${cutSlug(slug, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

module.exports = { useProjectSlugs };
