import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  split,
  type DocumentNode,
  type OperationVariables,
} from '@apollo/client/core';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { CMS_PUBLIC_URL } from './config';

/**
 * Defaults of spec §9 for the community client: cache-first, error policy none, 65,536 results
 * cached.
 */
export const COMMUNITY_DEFAULTS = {
  fetchPolicy: 'cache-first',
  errorPolicy: 'none',
  resultCacheMaxSize: 65_536,
  retryAttempts: 5,
  retryBaseMs: 1_000,
} as const;

/**
 * Subscription close codes (spec §8: 4400, 4401, 4403, 4409, 4429, 4500, 4504; fatal codes are not
 * retried). The fatal ones end the subscription with an error; the
 * others (forbidden, ack timeout) may pass on a later try and are retried.
 */
export const CLOSE_CODES = {
  badRequest: 4400,
  unauthorized: 4401,
  forbidden: 4403,
  subscriberAlreadyExists: 4409,
  tooManyInitialisationRequests: 4429,
  internalServerError: 4500,
  ackTimeout: 4504,
} as const;
export const FATAL_CLOSE_CODES: readonly number[] = [
  CLOSE_CODES.badRequest,
  CLOSE_CODES.unauthorized,
  CLOSE_CODES.subscriberAlreadyExists,
  CLOSE_CODES.tooManyInitialisationRequests,
  CLOSE_CODES.internalServerError,
];

export function isRetryableClose(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code;
  return typeof code === 'number' && !FATAL_CLOSE_CODES.includes(code);
}

/** Exponential backoff from 1 s (1, 2, 4, 8, 16 s) plus up to a second of random jitter. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return COMMUNITY_DEFAULTS.retryBaseMs * 2 ** retries + Math.floor(random() * 1_000);
}

type GraphQLErrorListener = (errors: readonly GraphQLFormattedError[], operationName: string) => void;
const graphQLErrorListeners = new Set<GraphQLErrorListener>();

/**
 * The GraphQL error hook, separate from the REST one (spec §8: GraphQL errors go to their own
 * hook).
 */
export function onGraphQLError(listener: GraphQLErrorListener): () => void {
  graphQLErrorListeners.add(listener);
  return () => graphQLErrorListeners.delete(listener);
}

/** The code every authentication failure reaches the GraphQL error hook with. */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * A network 401: Strapi authenticates the bearer token before GraphQL runs and answers a rejected
 * one with a REST error body, which Apollo reports as a network error, not a GraphQL error.
 */
const TOKEN_REJECTED: GraphQLFormattedError = {
  message: 'Missing or invalid credentials',
  extensions: { code: UNAUTHENTICATED },
};

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Strapi's GraphQL plugin answers both "not signed in" (UnauthorizedError) and "not allowed"
 * (ForbiddenError) with the code FORBIDDEN; only the first is an authentication failure, and it
 * reaches the hook as UNAUTHENTICATED like every other one. A real FORBIDDEN stays as it is.
 */
function asAuthenticationError(error: GraphQLFormattedError): GraphQLFormattedError {
  const extensions = error.extensions as { code?: unknown; error?: { name?: unknown } } | undefined;
  const signInMissing = extensions?.code === 'FORBIDDEN' && extensions.error?.name === 'UnauthorizedError';
  return signInMissing ? { ...error, extensions: { ...error.extensions, code: UNAUTHENTICATED } } : error;
}

export interface CommunityClientOptions {
  /** `{CMS}/graphql` by default. */
  uri?: string;
  /** A websocket URL turns subscriptions on (the account pages' panel passes the CMS's). */
  wsUrl?: string | null;
  getToken: () => string | null;
  /** Send queries as GET with the data in the query string. */
  useGETForQueries?: boolean;
  fetch?: typeof fetch;
  webSocketImpl?: unknown;
}

/**
 * The "community" GraphQL client of spec §7/§8 on Apollo Client: POSTs `operationName`,
 * `variables` and `query` with `accept: *\/*` and JSON content type, the bearer token attached;
 * optional GET; incremental (multipart) responses; cache-first, error policy none and a result
 * cache of 65,536 entries. Apollo raises the transport errors of spec §8 itself: 'Response not
 * successful: Received status code {status}', a parse error for a non-JSON body, 'Server
 * response was missing for query …' and, for aggregated errors, their joined messages with the
 * fallback 'Error message not found.'.
 */
export function createCommunityClient({
  uri = `${CMS_PUBLIC_URL}/graphql`,
  wsUrl = null,
  getToken,
  useGETForQueries = false,
  fetch: fetchImpl,
  webSocketImpl,
}: CommunityClientOptions) {
  const auth = new ApolloLink((operation, forward) => {
    const token = getToken();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }));
    return forward(operation);
  });
  const reportErrors = onError(({ graphQLErrors, networkError, operation }) => {
    const errors = graphQLErrors?.length
      ? graphQLErrors.map(asAuthenticationError)
      : statusOf(networkError) === 401
        ? [TOKEN_REJECTED]
        : [];
    if (errors.length) {
      graphQLErrorListeners.forEach((listener) => listener(errors, operation.operationName));
    }
  });
  const http = new HttpLink({
    uri,
    useGETForQueries,
    headers: { accept: '*/*', 'content-type': 'application/json' },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  let socket: WsClient | null = null;
  const transport = wsUrl
    ? split(
        ({ query }) => {
          const definition = getMainDefinition(query);
          return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
        },
        new GraphQLWsLink(
          (socket = createWsClient({
            url: wsUrl,
            lazy: true,
            // The token travels in the connection-init payload, read at each (re)connection.
            connectionParams: () => {
              const token = getToken();
              return token ? { Authorization: `Bearer ${token}` } : {};
            },
            retryAttempts: COMMUNITY_DEFAULTS.retryAttempts,
            shouldRetry: isRetryableClose,
            retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
            ...(webSocketImpl ? { webSocketImpl } : {}),
          })),
        ),
        http,
      )
    : http;

  const client = new ApolloClient({
    link: ApolloLink.from([reportErrors, auth, transport]),
    cache: new InMemoryCache({ resultCacheMaxSize: COMMUNITY_DEFAULTS.resultCacheMaxSize }),
    defaultOptions: {
      watchQuery: {
        fetchPolicy: COMMUNITY_DEFAULTS.fetchPolicy,
        errorPolicy: COMMUNITY_DEFAULTS.errorPolicy,
      },
      query: { fetchPolicy: COMMUNITY_DEFAULTS.fetchPolicy, errorPolicy: COMMUNITY_DEFAULTS.errorPolicy },
      mutate: { errorPolicy: COMMUNITY_DEFAULTS.errorPolicy },
    },
  });

  return {
    client,
    /** Whether subscriptions have a socket to go to (without one, Apollo would POST them). */
    hasSubscriptions: socket !== null,
    /** A helper query: always from the network, never cached (spec §7: helper queries use no-cache). */
    async query<T, V extends OperationVariables = OperationVariables>(query: DocumentNode, variables?: V) {
      return (await client.query<T, V>({ query, variables, fetchPolicy: 'no-cache' })).data;
    },
    /** After sign-in or sign-out: reset the cache unless told not to, and restart the socket. */
    async onAuthChange({ skipCacheReset = false }: { skipCacheReset?: boolean } = {}) {
      if (!skipCacheReset) await client.resetStore();
      // Closing the socket makes graphql-ws reconnect with the new token for live subscriptions.
      socket?.terminate();
    },
    dispose() {
      void socket?.dispose();
      client.stop();
    },
  };
}

export type CommunityClient = ReturnType<typeof createCommunityClient>;
