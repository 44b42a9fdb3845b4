import { useEffect, useSyncExternalStore } from 'react';
import { createCommunityClient, type CommunityClient } from './community-client';
import { createContentApi } from './content-api';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { clearTokenCookies, readTokenCookie, writeTokenCookies } from './token-cookies';

/**
 * The browser's one session: the content-service client, the community GraphQL client and the
 * store, made on first use. Only account pages import this module, so marketing pages never
 * download axios or Apollo (a build-output test checks it).
 */
let session: { store: SessionStore; community: CommunityClient; started: boolean } | null = null;

export function getSession() {
  if (!session) {
    let token: string | null = readTokenCookie();
    const getToken = () => token;
    const community = createCommunityClient({ getToken });
    const store = createSessionStore({
      api: createContentApi({ getToken }),
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
      onAuthChange: (change) => community.onAuthChange(change),
    });
    session = { store, community, started: false };
  }
  return session;
}

const serverState: SessionState | null = null;

/** The session state in a component; the first use in the browser fetches the user (spec §4). */
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
