/**
 * @jest-environment node
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createContentApi, providerSignInUrl } from '../../src/features/account/content-api';
import { ContentServiceError, onContentError } from '../../src/features/account/errors';

type Reply = { status: number; data?: unknown } | Error;

/** An axios instance whose adapter answers from a script and records the requests. */
function fakeHttp(reply: Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (reply instanceof Error) throw new AxiosError(reply.message, 'ERR_NETWORK', config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { http: axios.create({ baseURL: 'http://cms.test/api', adapter }), requests };
}

const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers as AxiosHeaders).get(name);

describe('content-service client', () => {
  it('sends the bearer token when there is one, and only then', async () => {
    const signedIn = fakeHttp({ status: 200, data: { id: 1, username: 'ada', email: 'ada@example.com' } });
    await createContentApi({ getToken: () => 'tok123', http: signedIn.http }).me();
    expect(header(signedIn.requests[0], 'Authorization')).toBe('Bearer tok123');
    expect(signedIn.requests[0].url).toBe('/users/me');
    expect(signedIn.requests[0].params).toEqual({
      fields: ['id', 'documentId', 'username', 'email', 'confirmed', 'blocked', 'provider', 'createdAt'],
    });

    const anonymous = fakeHttp({ status: 200, data: { jwt: 'j', user: {} } });
    await createContentApi({ getToken: () => null, http: anonymous.http }).login({
      identifier: 'a',
      password: 'b',
    });
    expect(header(anonymous.requests[0], 'Authorization')).toBeFalsy();
    expect(anonymous.requests[0].url).toBe('/auth/local');
    expect(JSON.parse(anonymous.requests[0].data as string)).toEqual({ identifier: 'a', password: 'b' });
  });

  it('calls every endpoint of spec §7 with its method and path', async () => {
    const { http, requests } = fakeHttp({ status: 200, data: { jwt: 'j', user: {} } });
    const api = createContentApi({ getToken: () => null, http });
    await api.register({ username: 'u', email: 'e@x.test', password: 'p' });
    await api.forgotPassword({ email: 'e@x.test' });
    await api.resetPassword({ code: 'c', password: 'p', passwordConfirmation: 'p' });
    await api.changePassword({ currentPassword: 'o', password: 'p', passwordConfirmation: 'p' });
    await api.sendEmailConfirmation({ email: 'e@x.test' });
    await api.providerCallback('github', 'access/token');
    expect(requests.map((r) => `${r.method?.toUpperCase()} ${r.url}`)).toEqual([
      'POST /auth/local/register',
      'POST /auth/forgot-password',
      'POST /auth/reset-password',
      'POST /auth/change-password',
      'POST /auth/send-email-confirmation',
      'GET /auth/github/callback',
    ]);
    expect(requests[5].params).toEqual({ access_token: 'access/token' });
    expect(providerSignInUrl('github', { baseUrl: 'http://cms.test' })).toBe(
      'http://cms.test/api/connect/github',
    );
  });

  it("raises the server's v4 error body and broadcasts it", async () => {
    const body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
    };
    const { http } = fakeHttp({ status: 400, data: body });
    const heard: ContentServiceError[] = [];
    const stop = onContentError((error) => heard.push(error));
    const failure = await createContentApi({ getToken: () => null, http })
      .login({ identifier: 'a', password: 'b' })
      .catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ContentServiceError);
    expect((failure as ContentServiceError).body).toEqual(body);
    expect((failure as ContentServiceError).message).toBe('Invalid identifier or password');
    expect((failure as ContentServiceError).status).toBe(400);
    expect(heard).toEqual([failure]);
  });

  it("raises a v3 server's error body as it came", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] },
      ],
    };
    const { http } = fakeHttp({ status: 400, data: body });
    const failure = (await createContentApi({ getToken: () => null, http, serverFormat: 'v3' })
      .login({ identifier: 'a', password: 'b' })
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(failure.body).toEqual(body);
    expect(failure.message).toBe('Identifier or password invalid.');
  });

  it('builds the default error in the v4 or v3 format when the server sent none', async () => {
    const v4 = (await createContentApi({
      getToken: () => null,
      http: fakeHttp(new Error('Network Error')).http,
    })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(v4.body).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'Network Error' },
    });

    const html = fakeHttp({ status: 502, data: '<html>Bad gateway</html>' });
    const v3 = (await createContentApi({ getToken: () => null, http: html.http, serverFormat: 'v3' })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(v3.body).toEqual({
      statusCode: 500,
      error: 'UnknownError',
      message: 'Request failed with status code 502',
    });
    expect(v3.status).toBe(500);
  });

  it('tells apart no answer, no answer in time and a foreign answer, keeping the default body of spec §8 (500, UnknownError)', async () => {
    const network = (await createContentApi({
      getToken: () => null,
      http: fakeHttp(new Error('Network Error')).http,
    })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(network.transportFailure).toBe('network');

    const slow = axios.create({
      adapter: async (config) => {
        throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config);
      },
    });
    const timeout = (await createContentApi({ getToken: () => null, http: slow })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(timeout.transportFailure).toBe('timeout');
    expect(timeout.body).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'timeout of 15000ms exceeded' },
    });

    const proxy = (await createContentApi({
      getToken: () => null,
      http: fakeHttp({ status: 502, data: '<html>' }).http,
    })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(proxy.transportFailure).toBe('foreign-answer');

    const server = (await createContentApi({
      getToken: () => null,
      http: fakeHttp({
        status: 400,
        data: { data: null, error: { status: 400, name: 'ValidationError', message: 'x' } },
      }).http,
    })
      .me()
      .catch((error: unknown) => error)) as ContentServiceError;
    expect(server.transportFailure).toBeNull();
  });

  it("sends the page's language, so that the CMS writes its mails in it", async () => {
    const { http, requests } = fakeHttp({ status: 200, data: { ok: true } });
    let language = 'ja';
    const api = createContentApi({ getToken: () => null, getLanguage: () => language, http });
    await api.forgotPassword({ email: 'e@x.test' });
    language = 'ko';
    await api.forgotPassword({ email: 'e@x.test' });
    expect(requests.map((request) => header(request, 'Accept-Language'))).toEqual(['ja', 'ko']);
  });

  it("starts a provider sign-in that comes back to the page of the visitor's language", () => {
    const options = { baseUrl: 'http://cms.test', siteOrigin: 'https://site.test' };
    expect(providerSignInUrl('github', { ...options, language: 'en' })).toBe(
      'http://cms.test/api/connect/github',
    );
    const japanese = new URL(providerSignInUrl('google', { ...options, language: 'ja' }));
    expect(japanese.pathname).toBe('/api/connect/google');
    expect(japanese.searchParams.get('callback')).toBe('https://site.test/ja/connect/google/redirect');
  });
});
