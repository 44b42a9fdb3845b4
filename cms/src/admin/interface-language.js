import { ADMIN_LANGUAGE_HEADER } from '@meridian/shared/admin-language';
import { DEFAULT_LOCALE } from '@meridian/shared/locales';

/**
 * The admin tells the CMS its interface language with each request, so that a refused save is
 * explained in it (cms/src/content-rules/rule-messages.js: one table of messages, made on the
 * server). Strapi's admin keeps the language in the browser only (localStorage
 * `strapi-admin-language`, set by the login page's menu and Profile → Interface language) and
 * sends it nowhere; its requests go through `fetch`, so the header is added there, to the
 * CMS's own origin only.
 */
const LANGUAGE_KEY = 'strapi-admin-language';

export function sendInterfaceLanguage(win = globalThis) {
  const fetch = win.fetch.bind(win);
  win.fetch = (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href);
    if (url.origin !== win.location.origin) return fetch(input, init);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(ADMIN_LANGUAGE_HEADER, win.localStorage.getItem(LANGUAGE_KEY) || DEFAULT_LOCALE);
    return fetch(input, { ...init, headers });
  };
}
