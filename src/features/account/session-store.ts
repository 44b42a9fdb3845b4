import type { AuthAnswer, ContentApi, ContentUser } from './content-api';
import type { AuthProvider } from './config';
import type { ContentServiceError } from './errors';

export type CallState = 'idle' | 'pending' | 'success' | 'error';

export const SESSION_CALLS = [
  'fetchUser',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'sendEmailConfirmation',
  'providerCallback',
] as const;
export type SessionCall = (typeof SESSION_CALLS)[number];

export interface SessionState {
  token: string | null;
  user: ContentUser | null;
  /** The CMS refused the session's token (401): the visitor was signed out and is told so. */
  ended: boolean;
  calls: Record<SessionCall, { state: CallState; error: ContentServiceError | null }>;
}

export interface TokenStorage {
  read: () => string | null;
  write: (token: string) => void;
  clear: () => void;
}

export interface SessionOptions {
  api: ContentApi;
  storage: TokenStorage;
  /**
   * Called after a sign-in or sign-out: the community GraphQL client resets its cache (unless
   * `skipCacheReset`) and restarts its subscription socket (spec §4: the cache is reset on login
   * and logout unless told to skip it, and the subscription socket is restarted).
   */
  onAuthChange?: (change: { signedIn: boolean; skipCacheReset: boolean }) => void | Promise<void>;
}

/** What registering sends the CMS. */
type RegisterDetails = { username: string; email: string; password: string };

const idleCalls = () =>
  Object.fromEntries(
    SESSION_CALLS.map((call) => [call, { state: 'idle', error: null }]),
  ) as SessionState['calls'];

/**
 * The session of spec §4, to the letter: the token is cleared when login, register,
 * forgot-password and reset-password start; after a successful login, register,
 * reset-password or provider callback the token is stored, then the user fetched; a failed user
 * fetch clears the token; logout clears token and user; every call goes idle → pending →
 * success | error.
 */
export function createSessionStore({ api, storage, onAuthChange }: SessionOptions) {
  let state: SessionState = { token: storage.read(), user: null, ended: false, calls: idleCalls() };
  const listeners = new Set<() => void>();

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const setCall = (call: SessionCall, callState: CallState, error: ContentServiceError | null = null) =>
    set({ calls: { ...state.calls, [call]: { state: callState, error } } });

  const storeToken = (token: string) => {
    storage.write(token);
    set({ token });
  };
  const clearToken = () => {
    storage.clear();
    set({ token: null });
  };

  async function track<T>(call: SessionCall, run: () => Promise<T>): Promise<T> {
    setCall(call, 'pending');
    try {
      const result = await run();
      setCall(call, 'success');
      return result;
    } catch (error) {
      setCall(call, 'error', error as ContentServiceError);
      throw error;
    }
  }

  async function fetchUser(): Promise<ContentUser | null> {
    try {
      const user = await track('fetchUser', () => api.me());
      set({ user });
      return user;
    } catch {
      clearToken();
      set({ user: null });
      return null;
    }
  }

  /** Stores the answer's token, then loads the user, then tells the GraphQL client. */
  async function signedIn(answer: AuthAnswer, skipCacheReset: boolean): Promise<ContentUser | null> {
    set({ ended: false });
    storeToken(answer.jwt);
    const user = await fetchUser();
    await onAuthChange?.({ signedIn: Boolean(user), skipCacheReset });
    return user;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** At startup: load the user when a token is kept and no user is loaded yet. */
    async init(): Promise<void> {
      if (!state.user && state.token) await fetchUser();
    },
    fetchUser,

    async login(credentials: { identifier: string; password: string }, { skipCacheReset = false } = {}) {
      clearToken();
      const answer = await track('login', () => api.login(credentials));
      return signedIn(answer, skipCacheReset);
    },
    /**
     * Signs the new user in, or, when the CMS asks for e-mail confirmation first (it then answers
     * without a token), tells the caller that a confirmation mail went out.
     */
    async register(details: RegisterDetails): Promise<ContentUser | { confirmationSentTo: string } | null> {
      clearToken();
      const answer = await track('register', () => api.register(details));
      if (!answer.jwt) return { confirmationSentTo: answer.user?.email ?? details.email };
      return signedIn(answer, false);
    },
    async forgotPassword(body: { email: string }) {
      clearToken();
      await track('forgotPassword', () => api.forgotPassword(body));
    },
    async resetPassword(body: { code: string; password: string; passwordConfirmation: string }) {
      clearToken();
      const answer = await track('resetPassword', () => api.resetPassword(body));
      return signedIn(answer, false);
    },
    async providerCallback(provider: AuthProvider, accessToken: string) {
      const answer = await track('providerCallback', () => api.providerCallback(provider, accessToken));
      return signedIn(answer, false);
    },
    async changePassword(body: { currentPassword: string; password: string; passwordConfirmation: string }) {
      const answer = await track('changePassword', () => api.changePassword(body));
      // The CMS answers with a fresh token; older ones (this one included) no longer work.
      if (answer?.jwt) storeToken(answer.jwt);
    },
    async sendEmailConfirmation(body: { email: string }) {
      await track('sendEmailConfirmation', () => api.sendEmailConfirmation(body));
    },
    async logout({ skipCacheReset = false } = {}) {
      clearToken();
      set({ user: null, ended: false, calls: idleCalls() });
      await onAuthChange?.({ signedIn: false, skipCacheReset });
    },
    /**
     * The CMS answered 401 to a call made with the session's token (expired, revoked, the user
     * deleted): sign out as logout does, and remember why so the pages can say so. Without a
     * token there is no session to end and nothing happens.
     */
    async expire() {
      if (!state.token) return;
      clearToken();
      set({ user: null, ended: true, calls: idleCalls() });
      await onAuthChange?.({ signedIn: false, skipCacheReset: false });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
