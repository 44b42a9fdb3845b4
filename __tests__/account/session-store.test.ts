/**
 * @jest-environment node
 */
import type { ContentApi } from '../../src/features/account/content-api';
import { ContentServiceError, defaultErrorBody } from '../../src/features/account/errors';
import { createSessionStore, type TokenStorage } from '../../src/features/account/session-store';

const USER = { id: 7, username: 'ada', email: 'ada@example.com' };
const failure = (message: string) => new ContentServiceError(defaultErrorBody(message));

/**
 * A fake API and token storage that log every step, to check the order spec §4 prescribes: the
 * token cleared when a sign-in starts, stored on success, then the user fetched.
 */
function setup(
  initialToken: string | null = null,
  overrides: Partial<Record<keyof ContentApi, jest.Mock>> = {},
) {
  const log: string[] = [];
  let stored = initialToken;
  const storage: TokenStorage = {
    read: () => stored,
    write: (token) => {
      log.push(`store ${token}`);
      stored = token;
    },
    clear: () => {
      log.push('clear token');
      stored = null;
    },
  };
  const answer = (name: string, value: unknown) =>
    jest.fn(async () => {
      log.push(name);
      return value;
    });
  const api = {
    me: answer('me', USER),
    login: answer('login', { jwt: 'jwt-login', user: USER }),
    register: answer('register', { jwt: 'jwt-register', user: USER }),
    forgotPassword: answer('forgotPassword', { ok: true }),
    resetPassword: answer('resetPassword', { jwt: 'jwt-reset', user: USER }),
    changePassword: answer('changePassword', { jwt: 'jwt-changed', user: USER }),
    sendEmailConfirmation: answer('sendEmailConfirmation', { sent: true }),
    providerCallback: answer('providerCallback', { jwt: 'jwt-provider', user: USER }),
    ...overrides,
  } as unknown as ContentApi;
  const authChanges: unknown[] = [];
  const store = createSessionStore({
    api,
    storage,
    onAuthChange: (change) => {
      log.push(
        `auth change ${change.signedIn ? 'in' : 'out'}${change.skipCacheReset ? ' (keep cache)' : ''}`,
      );
      authChanges.push(change);
    },
  });
  return { store, log, api, storage: () => stored, authChanges };
}

describe('session store (spec §4: token and user through login, register, reset, logout)', () => {
  it('register with e-mail confirmation required: no token is stored, the caller hears where the mail went', async () => {
    const { store, log, storage } = setup(null, {
      register: jest.fn(async () => ({ user: { ...USER, confirmed: false } })),
    });
    await expect(
      store.register({ username: 'ada', email: 'ADA@example.com', password: 'pw' }),
    ).resolves.toEqual({
      confirmationSentTo: USER.email,
    });
    expect(storage()).toBeNull();
    expect(log).toEqual(['clear token']);
    expect(store.getState().user).toBeNull();
  });

  it('login: clears the token first, stores the new one, then fetches the user', async () => {
    const { store, log } = setup('old-token');
    const states: string[] = [];
    store.subscribe(() => states.push(store.getState().calls.login.state));
    await store.login({ identifier: 'ada', password: 'pw' });
    expect(log).toEqual(['clear token', 'login', 'store jwt-login', 'me', 'auth change in']);
    expect(store.getState()).toMatchObject({ token: 'jwt-login', user: USER });
    expect(states.filter((state, index) => state !== states[index - 1])).toEqual([
      'idle',
      'pending',
      'success',
    ]);
    expect(store.getState().calls.fetchUser.state).toBe('success');
  });

  it('register, reset-password and the provider callback sign in the same way', async () => {
    for (const [action, jwt] of [
      ['register', 'jwt-register'],
      ['resetPassword', 'jwt-reset'],
      ['providerCallback', 'jwt-provider'],
    ] as const) {
      const { store, log } = setup('old');
      if (action === 'register') await store.register({ username: 'ada', email: 'a@x.test', password: 'pw' });
      if (action === 'resetPassword')
        await store.resetPassword({ code: 'c', password: 'p', passwordConfirmation: 'p' });
      if (action === 'providerCallback') await store.providerCallback('github', 'access');
      const expectedStart = action === 'providerCallback' ? [] : ['clear token'];
      expect(log).toEqual([...expectedStart, action, `store ${jwt}`, 'me', 'auth change in']);
      expect(store.getState().token).toBe(jwt);
    }
  });

  it('forgot-password clears the token and stores none', async () => {
    const { store, log, storage } = setup('old');
    await store.forgotPassword({ email: 'a@x.test' });
    expect(log).toEqual(['clear token', 'forgotPassword']);
    expect(storage()).toBeNull();
    expect(store.getState().calls.forgotPassword.state).toBe('success');
  });

  it('a failed call ends in the error state with the error, and keeps the token cleared', async () => {
    const error = failure('Invalid identifier or password');
    const { store, storage } = setup('old', { login: jest.fn(async () => Promise.reject(error)) });
    await expect(store.login({ identifier: 'a', password: 'b' })).rejects.toBe(error);
    expect(store.getState().calls.login).toEqual({ state: 'error', error });
    expect(storage()).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('a failed user fetch clears the token', async () => {
    const { store, log, storage } = setup(null, {
      me: jest.fn(async () => Promise.reject(failure('Unauthorized'))),
    });
    const user = await store.login({ identifier: 'a', password: 'b' });
    expect(user).toBeNull();
    expect(log).toEqual(['clear token', 'login', 'store jwt-login', 'clear token', 'auth change out']);
    expect(storage()).toBeNull();
    expect(store.getState().calls.fetchUser.state).toBe('error');
  });

  it('at startup fetches the user when a token is kept and none is loaded', async () => {
    const kept = setup('kept-token');
    await kept.store.init();
    expect(kept.log).toEqual(['me']);
    expect(kept.store.getState().user).toEqual(USER);
    await kept.store.init();
    expect(kept.log).toEqual(['me']);

    const anonymous = setup(null);
    await anonymous.store.init();
    expect(anonymous.log).toEqual([]);
  });

  it('logout clears token and user and resets the cache unless told to skip it', async () => {
    const { store, log, authChanges } = setup('t');
    await store.init();
    await store.logout();
    await store.logout({ skipCacheReset: true });
    expect(log).toEqual([
      'me',
      'clear token',
      'auth change out',
      'clear token',
      'auth change out (keep cache)',
    ]);
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(authChanges).toEqual([
      { signedIn: false, skipCacheReset: false },
      { signedIn: false, skipCacheReset: true },
    ]);
  });

  it('change-password keeps the session and stores the fresh token', async () => {
    const { store, log } = setup('t');
    await store.changePassword({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' });
    expect(log).toEqual(['changePassword', 'store jwt-changed']);
    expect(store.getState().calls.changePassword.state).toBe('success');
  });

  it('expire (a 401 to the token) signs out, resets the cache, and says why until the next sign-in', async () => {
    const { store, log, authChanges } = setup('t');
    await store.init();
    await store.expire();
    expect(store.getState()).toMatchObject({ token: null, user: null, ended: true });
    expect(log).toEqual(['me', 'clear token', 'auth change out']);
    expect(authChanges).toEqual([{ signedIn: false, skipCacheReset: false }]);

    await store.login({ identifier: 'ada', password: 'pw' });
    expect(store.getState()).toMatchObject({ token: 'jwt-login', ended: false });
  });

  it('expire without a session does nothing: an anonymous 401 ends no session', async () => {
    const { store, log } = setup(null);
    await store.expire();
    expect(store.getState().ended).toBe(false);
    expect(log).toEqual([]);
  });
});
