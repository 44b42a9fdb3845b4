import axios, { AxiosError, type AxiosInstance } from 'axios';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import { API_PREFIX, CMS_PUBLIC_URL, USERS_ME_PARAMS, type AuthProvider } from './config';
import {
  ContentServiceError,
  broadcastContentError,
  defaultErrorBody,
  errorBodyFrom,
  type ServerFormat,
  type TransportFailure,
} from './errors';

export interface ContentUser {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  confirmed?: boolean;
  blocked?: boolean;
  provider?: string;
  createdAt?: string;
}

/** A contact message as the CMS's contact-message type stores it. */
export interface ContactMessageData {
  name: string;
  email: string;
  /** Null when the visitor left it empty. */
  company: string | null;
  topic: string;
  message: string;
  /** The honeypot field: empty unless a bot filled it in. */
  website: string;
  locale: string;
}

/** A newsletter sign-up; the CMS mails a confirmation link in `locale` (double opt-in). */
export interface NewsletterSubscriptionData {
  email: string;
  locale: string;
  /** The honeypot field: empty unless a bot filled it in. */
  website: string;
}

/**
 * What every successful sign-in answers (spec §7: login, register, reset and provider callbacks
 * answer a `jwt`).
 */
export interface AuthAnswer {
  /** Missing from a registration answer when the CMS requires e-mail confirmation first. */
  jwt: string;
  user: ContentUser;
}

export interface ContentApiOptions {
  baseUrl?: string;
  /** The session's token, read at each request. */
  getToken: () => string | null;
  /** The page's language, read at each request and sent as `Accept-Language`. */
  getLanguage?: () => string;
  /** The error format of the server (Strapi 4/5: v4, Strapi 3: v3). */
  serverFormat?: ServerFormat;
  /** For tests: a ready axios instance. */
  http?: AxiosInstance;
}

/**
 * The content-service client (spec §6: the token goes as `Authorization: Bearer {token}`; §7: the
 * calls to the content service's base URL plus a prefix): one axios instance on `{CMS}/api` that sends
 * `Authorization: Bearer {token}` whenever there is a token. A failed call rejects with a
 * ContentServiceError carrying the server's error body (or a default one) and is broadcast to
 * the error hook.
 */
export function createContentApi({
  baseUrl = CMS_PUBLIC_URL,
  getToken,
  getLanguage,
  serverFormat = 'v4',
  http,
}: ContentApiOptions) {
  const client = http ?? axios.create({ baseURL: `${baseUrl}${API_PREFIX}`, timeout: 15_000 });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // The CMS writes its mails (reset, confirmation) in the language the visitor is using.
    const language = getLanguage?.();
    if (language) config.headers.set('Accept-Language', language);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const serverBody = error instanceof AxiosError ? errorBodyFrom(error.response?.data) : null;
    const failure = serverBody
      ? new ContentServiceError(serverBody)
      : new ContentServiceError(
          defaultErrorBody(error instanceof Error ? error.message : String(error), serverFormat),
          transportFailure(error),
        );
    broadcastContentError(failure);
    return Promise.reject(failure);
  });

  const post = async <T>(path: string, body: unknown): Promise<T> => (await client.post<T>(path, body)).data;

  return {
    me: async (): Promise<ContentUser> =>
      (await client.get<ContentUser>('/users/me', { params: USERS_ME_PARAMS })).data,
    login: (body: { identifier: string; password: string }) => post<AuthAnswer>('/auth/local', body),
    register: (body: { username: string; email: string; password: string }) =>
      post<AuthAnswer>('/auth/local/register', body),
    forgotPassword: (body: { email: string }) => post<{ ok: boolean }>('/auth/forgot-password', body),
    resetPassword: (body: { code: string; password: string; passwordConfirmation: string }) =>
      post<AuthAnswer>('/auth/reset-password', body),
    changePassword: (body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
      post<AuthAnswer>('/auth/change-password', body),
    sendEmailConfirmation: (body: { email: string }) =>
      post<{ email: string; sent: boolean }>('/auth/send-email-confirmation', body),
    providerCallback: async (provider: AuthProvider, accessToken: string): Promise<AuthAnswer> =>
      (
        await client.get<AuthAnswer>(`/auth/${encodeURIComponent(provider)}/callback`, {
          params: { access_token: accessToken },
        })
      ).data,
    // The visitor forms. The CMS lets only anonymous visitors create these (a signed-in token
    // would be refused), so the forms use a client made without a token (features/forms/).
    createContactMessage: (data: ContactMessageData) => post<unknown>('/contact-messages', { data }),
    createNewsletterSubscription: (data: NewsletterSubscriptionData) =>
      post<unknown>('/newsletter-subscriptions', { data }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

/** What kind of failure a call without an error body was: none, too late, or a foreign answer. */
function transportFailure(error: unknown): TransportFailure {
  if (error instanceof AxiosError && !error.response) {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return timedOut ? 'timeout' : 'network';
  }
  return 'foreign-answer';
}

/**
 * Where the browser goes to start a provider sign-in (`/api/connect/{provider}`). From a Japanese
 * or Korean page it asks the CMS to come back to the callback page of that language (the CMS
 * accepts only the site's own callback path, with or without a language prefix).
 */
export function providerSignInUrl(
  provider: AuthProvider,
  {
    language = DEFAULT_LOCALE,
    siteOrigin,
    baseUrl = CMS_PUBLIC_URL,
  }: { language?: Locale; siteOrigin?: string; baseUrl?: string } = {},
): string {
  const start = `${baseUrl}${API_PREFIX}/connect/${encodeURIComponent(provider)}`;
  if (language === DEFAULT_LOCALE || !siteOrigin) return start;
  const callback = `${siteOrigin}${localizePath(`/connect/${provider}/redirect`, language)}`;
  return `${start}?${new URLSearchParams({ callback }).toString()}`;
}
