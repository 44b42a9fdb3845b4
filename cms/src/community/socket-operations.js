const { on } = require('node:events');
const { makeExecutableSchema } = require('@graphql-tools/schema');
const { GraphQLError, parse, validate, getOperationAST } = require('graphql');
const { MEMBER_NEWSLETTER_TYPES, changes, changeEvent } = require('./member-newsletter');
const { SOCKET_LIMITS } = require('./socket-limits');

// What the community socket serves (subscriptions-server.js): one subscription, the member's own.

// Each open subscription listens on its member's address once; the caps bound how many that can
// be, so more than this is a leak and Node says so.
changes.setMaxListeners(SOCKET_LIMITS.maxSocketsPerMember * SOCKET_LIMITS.maxSubscriptionsPerSocket);

const schema = makeExecutableSchema({
  typeDefs: `${MEMBER_NEWSLETTER_TYPES}
    type Query {
      "Queries go to the HTTP endpoint; a schema needs one field."
      _socket: Boolean
    }
    type Subscription {
      "The signed-in member's newsletter subscription, each time it changes."
      myNewsletterChanged: MemberNewsletter!
    }
  `,
  resolvers: {
    Subscription: {
      myNewsletterChanged: {
        // events.on's iterator, not an async generator: its return() (graphql-ws calls it on
        // `complete` and on close) removes the listener at once, while a generator waiting for
        // the next change would keep it until one came.
        /** @param {unknown} _parent @param {unknown} _args @param {{ email: string }} context */
        subscribe: (_parent, _args, { email }) => on(changes, changeEvent(email)),
        resolve: (/** @type {[unknown]} */ [newsletter]) => newsletter,
      },
    },
  },
});

/**
 * The execution arguments of a subscribe message's payload for the member at `email`, or the
 * errors to answer it with (the socket stays open): a document of at most
 * SOCKET_LIMITS.maxQueryTokens tokens, valid, and a subscription (queries go over HTTP).
 * @param {{ query: string; variables?: Record<string, unknown> | null; operationName?: string | null }} payload
 * @param {string} email
 * @returns {import('graphql').ExecutionArgs | readonly GraphQLError[]}
 */
function subscriptionArgs({ query, variables, operationName }, email) {
  let document;
  try {
    document = parse(query, { maxTokens: SOCKET_LIMITS.maxQueryTokens });
  } catch (error) {
    // A syntax error, or the parser's recursion out of stack (a deeply nested document).
    return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query.')];
  }
  const invalid = validate(schema, document);
  if (invalid.length) return invalid;
  if (getOperationAST(document, operationName)?.operation !== 'subscription') {
    return [new GraphQLError('Only subscriptions are served here; send queries over HTTP.')];
  }
  return { schema, document, variableValues: variables, operationName, contextValue: { email } };
}

/** The answer to a subscription beyond the cap on one socket. */
const TOO_MANY_SUBSCRIPTIONS = [
  new GraphQLError(
    `Too many subscriptions on this connection (at most ${SOCKET_LIMITS.maxSubscriptionsPerSocket}).`,
  ),
];

module.exports = { schema, subscriptionArgs, TOO_MANY_SUBSCRIPTIONS };
