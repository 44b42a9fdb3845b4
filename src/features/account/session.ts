import { useEffect, useSyncExternalStore } from 'react';
import type { CommunityClient } from './community-client';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { CMS_PUBLIC_URL } from './config';
import { createContentApi } from './content-api';
import { onContentError } from './errors';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { clearTokenCookies, readTokenCookie, writeTokenCookies } from './token-cookies';

/**
 * The browser's one session: the content-service client and the store, made on first use. Only
 * account pages import this module, so marketing pages never download axios (a build-output
 * test checks it). The community GraphQL client (Apollo) is loaded on demand by the views that
 * query it, in a chunk of its own.
 */
let session: { store: SessionStore; started: boolean } | null = null;
let community: Promise<CommunityClient> | null = null;
let token: string | null = null;
const getToken = () => token;

/**
 * The community GraphQL client, loaded and created on first use, with its subscription socket on
 * the CMS's GraphQL path (ws: or wss: like the CMS's URL); the token goes in the connection-init
 * payload, never in this URL.
 */
export function loadCommunityClient(): Promise<CommunityClient> {
  // Every lazy chunk is named: Gatsby's "shared" split group names a chunk after the chunks that
  // share its modules, and unnamed ones all look alike, which once put Apollo in the search dialog.
  community ??= import(/* webpackChunkName: "community-client" */ './community-client').then(
    ({ createCommunityClient, onGraphQLError }) => {
      // The GraphQL side of "a refused token ends the session" (spec §8: GraphQL errors go to a
      // separate error hook).
      onGraphQLError((errors) => {
        if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED'))
          void getSession().store.expire();
      });
      return createCommunityClient({ getToken, wsUrl: `${CMS_PUBLIC_URL.replace(/^http/, 'ws')}/graphql` });
    },
  );
  return community;
}

/** The page's language, which the CMS writes its mails in (sent as Accept-Language). */
const pageLanguage = () => document.documentElement.lang || DEFAULT_LOCALE;

export function getSession() {
  if (!session) {
    token = readTokenCookie();
    const store = createSessionStore({
      api: createContentApi({ getToken, getLanguage: pageLanguage }),
      storage: {
        read: () => token,
        write: (value) => {
          token = value;
          writeTokenCookies(value);
        },
        clear: () => {
          token = null;
          clearTokenCookies();
        },
      },
      // Only a client that exists has a cache to reset and a socket to restart.
      onAuthChange: async (change) => {
        if (community) await (await community).onAuthChange(change);
      },
    });
    // A 401 to any call made with the token signs the visitor out everywhere (spec §8: a failed
    // content-service call is broadcast to an error hook).
    onContentError((error) => {
      if (error.status === 401) void store.expire();
    });
    session = { store, started: false };
  }
  return session;
}

const serverState: SessionState | null = null;

/**
 * The session state in a component; the first use in the browser fetches the user (spec §4: at
 * startup the user is fetched if none is loaded).
 */
export function useSession(): { state: SessionState | null; store: SessionStore | null } {
  const store = typeof window === 'undefined' ? null : getSession().store;
  const state = useSyncExternalStore(
    store ? store.subscribe : () => () => undefined,
    () => (store ? store.getState() : serverState),
    () => serverState,
  );
  useEffect(() => {
    const current = getSession();
    if (!current.started) {
      current.started = true;
      void current.store.init();
    }
  }, []);
  return { state, store };
}
