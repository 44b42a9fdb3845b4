const { EventEmitter } = require('node:events');
const { errors } = require('@strapi/utils');
const { startChangeRelay } = require('./change-relay');

const UID = 'api::newsletter-subscription.newsletter-subscription';

/** The GraphQL shape of a member's own newsletter subscription, shared by the HTTP and socket schemas. */
const MEMBER_NEWSLETTER_TYPES = /* GraphQL */ `
  enum MemberNewsletterStatus {
    none
    pending
    confirmed
    unsubscribed
  }

  "The signed-in member's newsletter subscription: the one whose address is their account's."
  type MemberNewsletter {
    email: String!
    status: MemberNewsletterStatus!
    locale: String
    confirmedAt: String
  }
`;

/**
 * @typedef {{ email: string; status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
 *   locale: string | null; confirmedAt: string | null }} MemberNewsletter
 */

/** @param {string} email @param {any} entry @returns {MemberNewsletter} */
function toMemberNewsletter(email, entry) {
  if (!entry || entry.status === 'none') return { email, status: 'none', locale: null, confirmedAt: null };
  const confirmedAt = entry.confirmedAt ? new Date(entry.confirmedAt).toISOString() : null;
  return { email, status: entry.status, locale: entry.locale ?? null, confirmedAt };
}

const normalizeEmail = (/** @type {string} */ email) => email.trim().toLowerCase();

/** Changes of subscriptions, keyed by address: the socket server listens for its members' own. */
const changes = new EventEmitter();
const changeEvent = (/** @type {string} */ email) => `change:${normalizeEmail(email)}`;

/** @param {import('@strapi/strapi').Core.Strapi} strapi @param {string} email */
async function findMemberNewsletter(strapi, email) {
  const address = normalizeEmail(email);
  const entry = await strapi.db.query(UID).findOne({ where: { email: address } });
  return toMemberNewsletter(address, entry);
}

/**
 * The address whose member data a signed-in user may see: their account's, once they have proved
 * they own it (the confirmation mail's link; a sign-in provider's accounts are confirmed by the
 * plugin); null before that. Registering someone else's address must not show what the CMS keeps
 * about it (issue 28, item 2).
 * @param {{ email?: unknown; confirmed?: unknown; blocked?: unknown } | null | undefined} user
 * @returns {string | null}
 */
function provenAddress(user) {
  if (!user?.email || user.confirmed !== true || user.blocked === true) return null;
  return String(user.email);
}

/**
 * `myNewsletter` on the CMS's GraphQL endpoint: the signed-in member's own subscription, looked
 * up by their account's address. The query takes no argument, so nobody can ask for another
 * member's; anonymous callers get an UnauthorizedError (code FORBIDDEN, error name
 * UnauthorizedError in the plugin's format), members whose address is not confirmed a
 * ForbiddenError (code FORBIDDEN).
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function registerMemberNewsletterQuery(strapi) {
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: `${MEMBER_NEWSLETTER_TYPES}
        extend type Query {
          "The signed-in member's newsletter subscription (sign-in required)."
          myNewsletter: MemberNewsletter!
        }
      `,
      resolvers: {
        Query: {
          myNewsletter: {
            /** @param {unknown} _parent @param {unknown} _args @param {{ state: { user?: { email?: string; confirmed?: boolean } } }} context */
            resolve: async (_parent, _args, context) => {
              const { user } = context.state;
              if (!user?.email)
                throw new errors.UnauthorizedError('Sign in to see your newsletter subscription.');
              const email = provenAddress(user);
              if (!email) {
                throw new errors.ForbiddenError(
                  'Confirm your e-mail address to see your newsletter subscription.',
                );
              }
              return findMemberNewsletter(strapi, email);
            },
          },
        },
      },
      // The resolver checks the signed-in user itself: there is no content-type permission to map.
      resolversConfig: { 'Query.myNewsletter': { auth: false } },
    }));
}

/**
 * Every write to a subscription (the service writes through strapi.db.query, so database
 * lifecycles see them all) is announced to that address's listeners, on every CMS instance.
 * Returns the relay, for destroy() to close.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function announceNewsletterChanges(strapi) {
  // Every instance's sockets hear every change (change-relay.js), whichever instance made it.
  const relay = await startChangeRelay(
    strapi,
    (/** @type {{ email: string; newsletter: MemberNewsletter }} */ message) =>
      changes.emit(changeEvent(message.email), message.newsletter),
  );
  const announce = (/** @type {{ result?: any }} */ event) => {
    const entry = event.result;
    if (!entry?.email) return;
    const email = normalizeEmail(entry.email);
    relay.publish({ email, newsletter: toMemberNewsletter(email, entry) }).catch((error) => {
      strapi.log.warn(`Newsletter change of ${email} not announced: ${error.message}`);
    });
  };
  const announceDeletion = (/** @type {{ result?: any }} */ event) => {
    if (event.result?.email) announce({ result: { email: event.result.email, status: 'none' } });
  };
  strapi.db.lifecycles.subscribe({
    models: [UID],
    afterCreate: announce,
    afterUpdate: announce,
    afterDelete: announceDeletion,
  });
  return relay;
}

module.exports = {
  MEMBER_NEWSLETTER_TYPES,
  changes,
  changeEvent,
  findMemberNewsletter,
  provenAddress,
  registerMemberNewsletterQuery,
  announceNewsletterChanges,
};
