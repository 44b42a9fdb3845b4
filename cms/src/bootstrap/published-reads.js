const { contentTypes, errors, isOperator } = require('@strapi/utils');

/**
 * Drafts never leave the CMS to an anonymous or member client, by any route.
 *
 * Forcing `status=published` on the site's queries (middlewares/published-only.js,
 * bootstrap/graphql.js) only picks the rows at the top of a query. In Strapi 5 a draft and its
 * published version are two rows, and a relation used in a filter or a sort is a SQL join that
 * reaches rows of both kinds: `localizations` joins every row of the document (its other
 * languages' drafts, its own unpublished edit), so `filters[localizations][title][$contains]=…`
 * matched on draft text and a letter-by-letter guess read it back. Populates and GraphQL's
 * relation fields are sub-queries of the same kind.
 *
 * So the rule is kept where every read of a request ends up: the database queries. During a
 * request of a public client (anyone but the admin panel and the read-only preview token), every
 * query on a draft & publish type, every relation condition of its filters (at any depth, in
 * `$and`/`$or`/`$not` too) and every populated relation (at any depth) is limited to published
 * rows of its target; ordering through a relation to such a type is refused (400: a sort on a
 * join cannot be limited by a condition, and the site never asks for one); a polymorphic
 * relation (an upload's `related`), whose targets are not known in advance, is not populated.
 * Filters on the publication state (which entries have an unpublished edit) are refused where
 * they are asked (refusePublicationFilters, used by the REST middleware and the GraphQL queries).
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */

const PUBLISHED = Object.freeze({ publishedAt: { $notNull: true } });

/**
 * Whether a request may read drafts: the admin panel (its own routes and sign-in), and the site
 * server's preview token, which is read-only (bootstrap/preview-token.js). Everyone else (no
 * sign-in, a member's session, any other token) reads published content only.
 * @param {any} ctx a Koa context
 */
function readsDrafts(ctx) {
  const auth = ctx?.state?.auth;
  if (auth?.strategy?.name === 'content-api-token') return auth.credentials?.type === 'read-only';
  if (auth?.strategy?.name === 'admin') return true;
  return ctx?.state?.route?.info?.type === 'admin';
}

/**
 * What the restriction reads of the schema: whether a type has drafts, and its attributes.
 * @typedef {{ hasDrafts: (uid: string) => boolean, attributesOf: (uid: string) => Record<string, any> }} Schema
 */

/** @param {unknown} value @returns {value is Record<string, any>} */
const isRecord = (value) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
/** @param {any} where */
const isEmpty = (where) => where == null || (isRecord(where) && Object.keys(where).length === 0);
/** @param {any} where */
const andPublished = (where) => (isEmpty(where) ? { ...PUBLISHED } : { $and: [where, { ...PUBLISHED }] });

/**
 * A where clause of `uid` with every relation condition limited to published targets.
 * @param {Schema} schema
 * @param {any} where
 * @param {string} uid
 * @returns {any}
 */
function restrictWhere(schema, where, uid) {
  if (Array.isArray(where)) return where.map((part) => restrictWhere(schema, part, uid));
  if (!isRecord(where)) return where;
  const attributes = schema.attributesOf(uid);
  /** @type {Record<string, any>} */
  const restricted = {};
  for (const [key, value] of Object.entries(where)) {
    const attribute = attributes[key];
    if (key === '$and' || key === '$or' || key === '$not')
      restricted[key] = restrictWhere(schema, value, uid);
    else if (attribute?.type === 'relation' && attribute.target) {
      restricted[key] = restrictRelationCondition(schema, value, attribute.target);
    } else restricted[key] = value;
  }
  return restricted;
}

/**
 * The condition on one relation's target, on published rows of it only. An id or an operator
 * on the relation itself (`{ $in: [...] }`, `{ $null: true }`) is a condition on the target's id.
 * @param {Schema} schema
 * @param {any} value
 * @param {string} target
 */
function restrictRelationCondition(schema, value, target) {
  const onAttributes =
    isRecord(value) &&
    Object.keys(value).every((key) => !isOperator(key) || ['$and', '$or', '$not'].includes(key));
  const condition = onAttributes ? restrictWhere(schema, value, target) : { id: value };
  return schema.hasDrafts(target) ? { $and: [condition, { ...PUBLISHED }] } : condition;
}

/**
 * Refuses an order that goes through a relation to a draft & publish type (or a polymorphic one).
 * @param {Schema} schema
 * @param {any} orderBy
 * @param {string} uid
 * @returns {void}
 */
function checkOrderBy(schema, orderBy, uid) {
  if (Array.isArray(orderBy)) return orderBy.forEach((part) => checkOrderBy(schema, part, uid));
  if (!isRecord(orderBy)) return;
  const attributes = schema.attributesOf(uid);
  for (const [key, value] of Object.entries(orderBy)) {
    const attribute = attributes[key];
    if (attribute?.type !== 'relation') continue;
    if (!attribute.target || schema.hasDrafts(attribute.target)) {
      throw new errors.ValidationError(`Sorting on the relation "${key}" is not available`);
    }
    checkOrderBy(schema, value, attribute.target);
  }
}

/**
 * A populate (true, a list of dotted paths or a map, as the database layer takes it) as a map,
 * or null when it is none of these.
 * @param {any} populate
 * @param {Record<string, any>} attributes the populated type's
 * @returns {Record<string, any> | null}
 */
function populateMap(populate, attributes) {
  /** @type {Record<string, any>} */
  const map = {};
  if (populate === true) {
    for (const [key, attribute] of Object.entries(attributes)) {
      if (attribute.type === 'relation') map[key] = true;
    }
    return map;
  }
  if (Array.isArray(populate)) {
    for (const path of populate) {
      const [root, ...rest] = String(path).split('.');
      if (rest.length === 0) map[root] ??= true;
      else {
        const entry = isRecord(map[root]) ? map[root] : {};
        map[root] = { ...entry, populate: [...(entry.populate ?? []), rest.join('.')] };
      }
    }
    return map;
  }
  return isRecord(populate) ? populate : null;
}

/**
 * One populated relation's options, reading published rows of its target only.
 * @param {Schema} schema
 * @param {any} value the relation's populate: true or its options
 * @param {string} target
 */
function restrictPopulatedRelation(schema, value, target) {
  const options = isRecord(value) ? { ...value } : {};
  if (options.orderBy) checkOrderBy(schema, options.orderBy, target);
  const where = restrictWhere(schema, options.where, target);
  if (schema.hasDrafts(target)) options.where = andPublished(where);
  else if (where !== undefined) options.where = where;
  if (options.populate !== undefined) {
    options.populate = restrictPopulate(schema, options.populate, target);
  }
  return options;
}

/**
 * A populate of `uid` as a map whose every relation reads published rows of its target only.
 * @param {Schema} schema
 * @param {any} populate
 * @param {string} uid
 * @returns {any}
 */
function restrictPopulate(schema, populate, uid) {
  if (populate === false || populate == null) return populate;
  const attributes = schema.attributesOf(uid);
  const map = populateMap(populate, attributes);
  if (!map) return populate;
  /** @type {Record<string, any>} */
  const restricted = {};
  for (const [key, value] of Object.entries(map)) {
    const attribute = attributes[key];
    if (attribute?.type !== 'relation') restricted[key] = value;
    // An upload's `related` may point at any type, drafts included: never populated for the public.
    else if (attribute.target) restricted[key] = restrictPopulatedRelation(schema, value, attribute.target);
  }
  return restricted;
}

/**
 * Limits one database read's parameters (changed in place, as lifecycles do).
 * @param {Schema} schema
 * @param {string} uid
 * @param {Record<string, any>} params
 */
function restrictParams(schema, uid, params) {
  const where = restrictWhere(schema, params.where, uid);
  if (schema.hasDrafts(uid)) params.where = andPublished(where);
  else if (where !== undefined) params.where = where;
  if (params.orderBy) checkOrderBy(schema, params.orderBy, uid);
  if (params.populate !== undefined) params.populate = restrictPopulate(schema, params.populate, uid);
}

/**
 * The restriction of one database read to published rows, on this CMS's schema.
 * @param {Strapi} strapi
 */
function createRestriction(strapi) {
  /** @type {Schema} */
  const schema = {
    hasDrafts: (uid) => {
      const model = strapi.getModel(/** @type {any} */ (uid));
      return Boolean(model && contentTypes.hasDraftAndPublish(model));
    },
    attributesOf: (uid) => /** @type {Record<string, any>} */ (strapi.db.metadata.get(uid).attributes),
  };
  return {
    /** @param {string} uid @param {Record<string, any>} params */
    restrictParams: (uid, params) => restrictParams(schema, uid, params),
  };
}

/**
 * Subscribes the restriction to every read of the database made while a public client's
 * request is answered. Reads outside a request (bootstrap, the scheduler) are the CMS's own.
 * @param {Strapi} strapi
 */
function restrictPublicReadsToPublished(strapi) {
  const { restrictParams } = createRestriction(strapi);
  /** @param {{ model: { uid: string }, params?: Record<string, any> }} event */
  const limit = (event) => {
    const ctx = strapi.requestContext.get();
    if (!ctx || readsDrafts(ctx) || !event.params) return;
    restrictParams(event.model.uid, event.params);
  };
  strapi.db.lifecycles.subscribe({ beforeFindOne: limit, beforeFindMany: limit, beforeCount: limit });
}

/** The query parameters (REST) and arguments (GraphQL) that select entries by their drafts. */
const PUBLICATION_FILTERS = ['publicationFilter', 'hasPublishedVersion'];

/**
 * Refuses a filter on the publication state: `publicationFilter=modified` lists the published
 * entries that have an unpublished edit, `hasPublishedVersion` those with or without a draft.
 * @param {Record<string, unknown>} params a request's query or a GraphQL query's arguments
 */
function refusePublicationFilters(params) {
  if (PUBLICATION_FILTERS.some((name) => params?.[name] !== undefined)) {
    throw new errors.ValidationError('Filtering on the publication state is not available');
  }
}

module.exports = { restrictPublicReadsToPublished, readsDrafts, refusePublicationFilters, createRestriction };
