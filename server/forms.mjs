// Forms sent before the page's JavaScript ran (a slow phone): the browser POSTs the contact,
// newsletter or account form to its page. The site server passes it on to the CMS with the same
// checks and REST calls as the browser code and answers with the page again, in the visitor's
// language: the thank-you or the errors beside the fields, with what they typed (passwords
// excepted). A sign-in that succeeds sets the session cookies as the browser code does and goes
// on to the account page.
import fs from 'node:fs';
import { LOCALE_PREFIX_PATTERN } from '@meridian/shared/locales';
import { signVisitor, VISITOR_HEADER } from '@meridian/shared/visitor-address';
import i18next from 'i18next';
import { CONTACT_EMAILS } from '@meridian/shared/contact-emails';
import { authErrorKeyOf } from '@meridian/shared/cms-errors';
import { safeReturnPath } from '@meridian/shared/safe-return-path';
import {
  COMMUNITY_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
  sessionCookieAttributes,
} from '@meridian/shared/session-cookies';
import { FORM_PAGES, FORM_RESULT_ELEMENT_ID } from '@meridian/shared/form-relay';
import {
  ACCOUNT_VALIDATORS,
  CONTACT_FIELDS,
  PASSWORD_MIN,
  contactErrorParams,
  newsletterEmailValid,
  validateContact,
} from '@meridian/shared/form-rules';
import { createRateLimit } from './rate-limit.mjs';
import { readRequestBody } from './request-body.mjs';

export const FORM_LIMITS = {
  /** The largest form body: a contact message at its 5,000-character limit in Japanese, percent-encoded, is ~45 KB; 64 KiB leaves room for the other fields. */
  body: 64 * 1024,
  /** How long a client may take to send its body. */
  bodyMs: 10_000,
  /** The CMS's answer: its largest (a validation error) is a few KB. */
  cmsAnswer: 256 * 1024,
  /** As the browser's content-service client (axios, features/account/content-api.ts). */
  cmsMs: 15_000,
  /**
   * Forms one client address may pass on to the CMS per minute: a person sends a few; without a
   * cap, one address could make the site server send the CMS thousands of calls, each held up to
   * `cmsMs`. The CMS counts each visitor's forms under the address this server signs for it.
   */
  cmsCallsPerMinute: 30,
};

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** `/contact`, `/ja/contact`, `/ko/login`…: the form, and the path's language prefix. */
const FORM_PATH = new RegExp(
  `^(${LOCALE_PREFIX_PATTERN})?(${Object.values(FORM_PAGES)
    .map((page) => page.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('|')})$`,
);
const FORM_OF_PAGE = new Map(Object.entries(FORM_PAGES).map(([form, page]) => [page, form]));

/** The form a POST to `pathname` carries, with the path's language prefix; null for any other path. */
export function formAt(pathname) {
  const match = FORM_PATH.exec(pathname);
  return match ? { form: FORM_OF_PAGE.get(match[2]), prefix: match[1] ?? '' } : null;
}

class Refusal extends Error {
  constructor(status, message, { close = false } = {}) {
    super(message);
    this.status = status;
    this.close = close;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A cross-site POST is refused: the Origin (or, from a browser that sends none, the Referer) must
 * be this site's own origin, scheme, host and port, as the request's `Host` names it, and that
 * host must be the site's (`siteUrl`) or a loopback name. A page on another site cannot sign a
 * visitor in or send messages in their name; nor can one whose name was made to resolve to this
 * server (DNS rebinding), since its `Host` is then its own name.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ https: boolean, siteHost: string | null }} site
 */
function checkSameOrigin(req, { https, siteHost }) {
  const source = req.headers.origin || req.headers.referer;
  const host = (req.headers.host ?? '').toLowerCase();
  let sourceOrigin = null;
  let ownOrigin = null;
  try {
    sourceOrigin = source && source !== 'null' ? new URL(source).origin : null;
    ownOrigin = host ? new URL(`${https ? 'https' : 'http'}://${host}`) : null;
  } catch {
    sourceOrigin = null;
  }
  const known = ownOrigin && (ownOrigin.host === siteHost || LOOPBACK_HOSTS.has(ownOrigin.hostname));
  if (!ownOrigin || !known || sourceOrigin !== ownOrigin.origin)
    // The body is not read: the connection closes after the answer.
    throw new Refusal(403, 'Forbidden: the form must be sent from this site', { close: true });
}

/**
 * The visitor's address: the connection's, or behind a proxy that sets `X-Forwarded-For` to the
 * address it saw (deploy/nginx.conf), the last entry of that header (a client's own entries come
 * before it).
 * @param {import('node:http').IncomingMessage} req @param {boolean} trustProxy
 */
export function clientAddress(req, trustProxy) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '') : '';
  const last = forwarded.split(',').pop()?.trim();
  return last || req.socket.remoteAddress || '';
}

/** The form's fields, read up to the body limit; anything but an urlencoded UTF-8 body is refused. */
async function readForm(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== FORM_CONTENT_TYPE) {
    throw new Refusal(415, `Unsupported Media Type: send ${FORM_CONTENT_TYPE}`, { close: true });
  }
  // The rest of a refused body is not read: the connection closes after the answer.
  const read = await readRequestBody(req, { limit: FORM_LIMITS.body, ms: FORM_LIMITS.bodyMs });
  if (!read.ok) throw new Refusal(...BODY_REFUSALS[read.reason], { close: true });
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    throw new Refusal(400, 'Bad Request: the form is not valid UTF-8');
  }
}

/** @type {Record<'too-large' | 'timeout' | 'gone', [number, string]>} */
const BODY_REFUSALS = {
  'too-large': [413, 'Content Too Large'],
  timeout: [408, 'Request Timeout'],
  gone: [400, 'Bad Request'],
};

/** A field's text: the first value sent under its name, '' when none. */
const fieldOf = (params, name) => params.get(name) ?? '';

/** The page's translations, from the page data the build wrote beside it (the same the browser gets). */
async function pageTranslator(pageDataFile, language) {
  const pageData = JSON.parse(await fs.promises.readFile(pageDataFile, 'utf8'));
  const resources = {};
  for (const { node } of pageData.result?.data?.locales?.edges ?? []) {
    if (node.language === language) resources[node.ns] = JSON.parse(node.data);
  }
  const i18n = i18next.createInstance();
  // The options of the site's own instance (src/features/i18n/i18next-options.ts) that change a
  // message: flat keys, values as they are (escaped when put into the page).
  await i18n.init({
    lng: language,
    resources: { [language]: resources },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (namespace) => i18n.getFixedT(language, namespace);
}

/** The language of a built page, from its `<html lang>`. */
function languageOf(html) {
  return /<html[^>]*\slang="([a-zA-Z-]+)"/.exec(html)?.[1] ?? 'en';
}

/** The HTTP status of a page that says a CMS failure: the visitor's mistake, too many tries, or the service. */
function failureStatus(failure) {
  if (failure.status === 429) return 429;
  return failure.transportFailure || failure.status >= 500 ? 503 : 422;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `"` and the like are fine in JSON, but `<` would end the script element. */
const jsonForScript = (value) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The first `<tag …>` whose attributes include `attribute` (React escapes `>` in values, so a tag ends at the first `>`). */
function findTag(html, attribute, from = 0, to = html.length) {
  const at = html.indexOf(attribute, from);
  if (at === -1 || at >= to) return null;
  const start = html.lastIndexOf('<', at);
  const end = html.indexOf('>', at) + 1;
  return { start, end, tag: html.slice(start, end), name: /^<([a-z]+)/.exec(html.slice(start, end))?.[1] };
}

function setAttribute(tag, name, value) {
  const pattern = new RegExp(`\\s${name}="[^"]*"`);
  const attribute = ` ${name}="${escapeHtml(value)}"`;
  if (pattern.test(tag)) return tag.replace(pattern, attribute);
  return tag.replace(/\s*\/?>$/, (end) => `${attribute}${end}`);
}

const attributeOf = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** Replaces the text inside the element that starts with `tag` (its content is text only). */
function fillElement(html, found, text) {
  const close = html.indexOf(`</${found.name}>`, found.end);
  return `${html.slice(0, found.end)}${escapeHtml(text)}${html.slice(close)}`;
}

/** Every element with `attribute`, its text replaced: the form's message regions. */
function fillAll(html, attribute, text) {
  let out = html;
  let from = 0;
  for (let found = findTag(out, attribute); found; found = findTag(out, attribute, from)) {
    out = fillElement(out, found, text);
    from = found.end;
  }
  return out;
}

/** The control named `name` inside the form, with its value set. */
function fillControl(html, scope, name, value) {
  const found = findTag(html, ` name="${name}"`, scope.start, scope.end);
  if (!found || !['input', 'select', 'textarea'].includes(found.name)) return html;
  if (found.name === 'input') {
    if (attributeOf(found.tag, 'type') === 'password') return html;
    return `${html.slice(0, found.start)}${setAttribute(found.tag, 'value', value)}${html.slice(found.end)}`;
  }
  if (found.name === 'textarea') {
    // As React writes it: a leading newline would be eaten by the parser, so it is doubled.
    return fillElement(html, found, value.startsWith('\n') ? `\n${value}` : value);
  }
  const close = html.indexOf('</select>', found.end);
  const options = html
    .slice(found.end, close)
    .replace(/ selected=""/g, '')
    .replace(`<option value="${escapeHtml(value)}"`, (option) => `${option} selected=""`);
  return `${html.slice(0, found.end)}${options}${html.slice(close)}`;
}

/**
 * A field's message beside it, as forms/Field.tsx draws it: in the field's error paragraph (kept
 * hidden in the page until then), the control invalid and described by it. A field without one
 * (the newsletter prompt) is described by the form's status message.
 */
function markInvalid(html, scope, form, name, message) {
  const control = findTag(html, ` name="${name}"`, scope.start, scope.end);
  if (!control) return html;
  const id = attributeOf(control.tag, 'id');
  let out = html;
  let describedBy = `${id}-error`;
  const placeholder = id && findTag(out, ` id="${id}-error"`);
  if (placeholder) {
    const shown = placeholder.tag.replace(/\shidden=""/, '');
    out = `${out.slice(0, placeholder.start)}${shown}${out.slice(placeholder.end)}`;
    out = fillElement(out, { ...placeholder, end: placeholder.start + shown.length }, message);
  } else {
    // The form's own status line: the first one after the form's start that can be referred to.
    let region = findTag(out, ` data-form-status="${form}"`, scope.start);
    while (region && !attributeOf(region.tag, 'id'))
      region = findTag(out, ` data-form-status="${form}"`, region.end);
    describedBy = region && attributeOf(region.tag, 'id');
  }
  const before = attributeOf(control.tag, 'aria-describedby');
  let tag = setAttribute(control.tag, 'aria-invalid', 'true');
  if (describedBy)
    tag = setAttribute(tag, 'aria-describedby', before ? `${before} ${describedBy}` : describedBy);
  return `${out.slice(0, control.start)}${tag}${out.slice(control.end)}`;
}

/**
 * Where the browser lands on the answer (the form is often far below the page's top, its message
 * further still): the first field in error, else the form's message, is focused on load, as the
 * form's own first render in the browser does (forms/Field.tsx, forms/FormStatus.tsx). Only for a
 * form whose fields have their error beside them and whose messages are inside it.
 */
function withLandingFocus(html, scope, result) {
  const [firstError] = Object.keys(result.fieldErrors);
  const control = firstError && findTag(html, ` name="${firstError}"`, scope.start, scope.end);
  let target = null;
  let attributes = { autofocus: '' };
  if (control) {
    if (!findTag(html, ` id="${attributeOf(control.tag, 'id')}-error"`)) return html;
    target = control;
  } else if (result.error || result.success) {
    const region = result.error ? `data-form-alert="${result.form}"` : `data-form-status="${result.form}"`;
    target = findTag(html, ` ${region}`, scope.start, scope.end);
    attributes = { tabindex: '-1', autofocus: '' };
  }
  if (!target) return html;
  const tag = Object.entries(attributes).reduce(
    (current, [name, value]) => setAttribute(current, name, value),
    target.tag,
  );
  return `${html.slice(0, target.start)}${tag}${html.slice(target.end)}`;
}

/**
 * The page with the form's result in it: the message regions filled, the values back in their
 * controls, each error beside its field, and the result as data for the form's first render in
 * the browser (features/forms/form-result.ts), which would otherwise draw an empty form over it.
 */
export function pageWithResult(html, result) {
  let out = html;
  // The form ends at the first `</form>` after it: forms cannot nest.
  const scopeOf = () => {
    const marker = out.indexOf(`data-form="${result.form}"`);
    return marker === -1
      ? null
      : { start: out.lastIndexOf('<form', marker), end: out.indexOf('</form>', marker) };
  };
  if (scopeOf()) {
    for (const [name, value] of Object.entries(result.values)) out = fillControl(out, scopeOf(), name, value);
    for (const [name, message] of Object.entries(result.fieldErrors)) {
      out = markInvalid(out, scopeOf(), result.form, name, message);
    }
  }
  out = fillAll(out, ` data-form-alert="${result.form}"`, result.error ?? '');
  out = fillAll(out, ` data-form-status="${result.form}"`, result.success ?? '');
  const scope = scopeOf();
  if (scope) out = withLandingFocus(out, scope, result);
  const data = `<script type="application/json" id="${FORM_RESULT_ELEMENT_ID}">${jsonForScript(result)}</script>`;
  const bodyEnd = out.lastIndexOf('</body>');
  return bodyEnd === -1 ? `${out}${data}` : `${out.slice(0, bodyEnd)}${data}${out.slice(bodyEnd)}`;
}

/**
 * @param {{ cmsUrl?: string | null, https?: boolean, log?: { warn?: Function, error?: Function },
 *   fetch?: typeof fetch, cmsCallsPerMinute?: number, relaySecret?: string, trustProxy?: boolean,
 *   siteUrl?: string }} options
 *   `cmsUrl`: where this server reaches the CMS; without one, every form says it could not be sent.
 *   `cmsCallsPerMinute`: forms one client address may pass on per minute (tests change it).
 *   `relaySecret`: FORM_RELAY_SECRET, shared with the CMS: each call carries the visitor's address
 *   signed with it, so that the CMS's limits count that visitor, not this server.
 *   `trustProxy`: behind nginx, the visitor is the address in its X-Forwarded-For.
 *   `siteUrl`: the site's public URL; forms are accepted from its origin (and loopback names).
 */
export function createFormRelay({
  cmsUrl = null,
  https = false,
  log = console,
  fetch: fetchImpl = fetch,
  cmsCallsPerMinute = FORM_LIMITS.cmsCallsPerMinute,
  relaySecret,
  trustProxy = false,
  siteUrl,
} = {}) {
  const cmsBase = cmsUrl ? cmsUrl.replace(/\/+$/, '') : null;
  const siteHost = siteUrl ? new URL(siteUrl).host : null;
  if (cmsBase && !relaySecret) {
    log.warn?.(
      "Form relay: FORM_RELAY_SECRET is not set: the CMS counts every relayed form as this server's",
    );
  }
  const cmsCalls = createRateLimit({ limit: cmsCallsPerMinute });

  /**
   * A REST call as the browser's content-service client makes it; resolves with the data or a
   * failure. Past its client's share it is not made: the page says to try later, as after the
   * CMS's own 429.
   */
  async function callCms(path, body, { language, client }) {
    if (!cmsBase)
      return { failure: { transportFailure: 'network', status: 500, message: 'No CMS configured' } };
    if (!cmsCalls.allow(client)) {
      return {
        failure: { status: 429, name: 'RateLimitError', message: 'Too many forms from this address' },
      };
    }
    const vouched = relaySecret && signVisitor({ address: client, secret: relaySecret });
    let response;
    try {
      response = await fetchImpl(`${cmsBase}/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': language,
          ...(vouched ? { [VISITOR_HEADER]: vouched } : {}),
        },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(FORM_LIMITS.cmsMs),
      });
    } catch (error) {
      const timedOut = error?.name === 'TimeoutError';
      log.warn?.(`Form relay: the CMS did not answer ${path} (${timedOut ? 'timeout' : 'unreachable'})`);
      return {
        failure: { transportFailure: timedOut ? 'timeout' : 'network', status: 500, message: String(error) },
      };
    }
    let data = null;
    try {
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > FORM_LIMITS.cmsAnswer) throw new Error('answer too large');
      const text = await response.text();
      data = text.length > FORM_LIMITS.cmsAnswer ? null : JSON.parse(text);
    } catch {
      data = null;
    }
    if (response.ok && data) return { data };
    const error = data?.error;
    if (!response.ok && error && typeof error.message === 'string') {
      // The CMS's own words go to the log for developers (never the form's values).
      log.warn?.(`Form relay: the CMS answered ${path} with ${response.status}: ${error.message}`);
      return {
        failure: {
          status: response.status,
          name: error.name,
          message: error.message,
          details: error.details,
        },
      };
    }
    return {
      failure: { transportFailure: 'foreign-answer', status: response.status, message: 'Not the CMS' },
    };
  }

  function sessionCookies(req, jwt) {
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const attributes = sessionCookieAttributes(TOKEN_MAX_AGE_SECONDS, {
      protocol: https ? 'https:' : 'http:',
      hostname,
    });
    return [TOKEN_COOKIE, COMMUNITY_TOKEN_COOKIE].map(
      (name) => `${name}=${encodeURIComponent(jwt)}${attributes}`,
    );
  }

  /** The account form's outcome as a page, or the sign-in's redirect with its cookies. */
  const accountForms = {
    login: {
      fields: ['identifier', 'password'],
      call: (values) => ['/auth/local', { identifier: values.identifier.trim(), password: values.password }],
      done: (data, { t, signIn }) => (data.jwt ? signIn(data.jwt) : { error: t('cmsErrors.unknown') }),
    },
    register: {
      fields: ['username', 'email', 'password'],
      call: (values) => [
        '/auth/local/register',
        { username: values.username.trim(), email: values.email.trim(), password: values.password },
      ],
      // Without a token, the CMS asks the new member to confirm their address first.
      done: (data, { t, signIn, values }) =>
        data.jwt
          ? signIn(data.jwt, true)
          : { success: t('register.checkInbox', { email: data.user?.email ?? values.email.trim() }) },
    },
    'forgot-password': {
      fields: ['email'],
      call: (values) => ['/auth/forgot-password', { email: values.email.trim() }],
      // The same words whether or not the address has an account.
      done: (_data, { t }) => ({ success: t('forgot.sent') }),
    },
    'reset-password': {
      fields: ['password', 'passwordConfirmation'],
      call: (values, query) => [
        '/auth/reset-password',
        {
          code: query.get('code') ?? '',
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
        },
      ],
      done: (data, { t, signIn }) => (data.jwt ? signIn(data.jwt, true) : { error: t('cmsErrors.unknown') }),
    },
  };

  /** What the visitor typed back in the form: every field but passwords. */
  const keptValues = (values) =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !/^password/i.test(name)));

  async function answerContact(params, { translate, language, client }) {
    const t = translate('contact');
    const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fieldOf(params, name)]));
    const errors = validateContact(values);
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([name, key]) => [name, t(`form.error.${key}`, contactErrorParams(name))]),
    );
    if (Object.keys(fieldErrors).length) {
      return { status: 422, result: { values, fieldErrors, error: t('form.invalid'), success: null } };
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
    const { failure } = await callCms(
      '/contact-messages',
      {
        data: {
          ...trimmed,
          company: trimmed.company || null,
          website: fieldOf(params, 'website'),
          locale: language,
        },
      },
      { language, client },
    );
    if (failure) {
      const error = t('form.failed', { email: CONTACT_EMAILS.general });
      return { status: failureStatus(failure), result: { values, fieldErrors: {}, error, success: null } };
    }
    return { status: 200, result: { values: {}, fieldErrors: {}, error: null, success: t('form.sent') } };
  }

  async function answerNewsletter(params, { translate, language, client }) {
    const t = translate('footer');
    const email = fieldOf(params, 'email');
    // The prompt has one message, its status line, which also describes the field when in error.
    if (!newsletterEmailValid(email)) {
      const message = t('newsletter.invalidEmail');
      return {
        status: 422,
        result: { values: { email }, fieldErrors: { email: message }, error: null, success: message },
      };
    }
    const { failure } = await callCms(
      '/newsletter-subscriptions',
      { data: { email: email.trim(), locale: language, website: fieldOf(params, 'website') } },
      { language, client },
    );
    if (failure) {
      return {
        status: failureStatus(failure),
        result: { values: { email }, fieldErrors: {}, error: null, success: t('newsletter.failed') },
      };
    }
    return {
      status: 200,
      result: { values: {}, fieldErrors: {}, error: null, success: t('newsletter.sent') },
    };
  }

  async function answerAccount(form, params, { translate, language, client, req, query, prefix }) {
    const t = translate('account');
    const spec = accountForms[form];
    const values = Object.fromEntries(spec.fields.map((name) => [name, fieldOf(params, name)]));
    const page = (status, outcome) => ({
      status,
      result: { values: keptValues(values), fieldErrors: {}, error: null, success: null, ...outcome },
    });
    const keys = ACCOUNT_VALIDATORS[form](values);
    if (Object.keys(keys).length) {
      const fieldErrors = Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [name, t(`errors.${key}`, { min: PASSWORD_MIN })]),
      );
      return page(422, { fieldErrors });
    }
    const [path, body] = spec.call(values, query);
    const { data, failure } = await callCms(path, body, { language, client });
    if (failure) return page(failureStatus(failure), { error: t(`cmsErrors.${authErrorKeyOf(failure)}`) });
    const accountPath = `${prefix}/account`;
    const signIn = (jwt, toAccount = false) => ({
      redirect: toAccount ? accountPath : safeReturnPath(query.get('return'), accountPath),
      cookies: sessionCookies(req, jwt),
    });
    const outcome = spec.done(data, { t, signIn, values });
    return outcome.redirect ? outcome : page(200, outcome);
  }

  function refuse(res, refusal, headers) {
    res.writeHead(refusal.status, {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(refusal.close ? { Connection: 'close' } : {}),
    });
    res.end(`${refusal.message}\n`);
  }

  /**
   * Answers a POST to a form's page. `page`: the built HTML file and page data of that path,
   * and `applyHeaders`, which sets the page's own headers (its CSP among them) on the response.
   * @param {{ form: string, prefix: string }} target what formAt() found for the path
   */
  async function answer(req, res, target, page) {
    try {
      checkSameOrigin(req, { https, siteHost });
      const params = await readForm(req);
      const html = await fs.promises.readFile(page.htmlFile, 'utf8');
      const language = languageOf(html);
      const translate = await pageTranslator(page.pageDataFile, language);
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const client = clientAddress(req, trustProxy);
      const context = { translate, language, client, req, query, prefix: target.prefix };
      const outcome =
        target.form === 'contact'
          ? await answerContact(params, context)
          : target.form === 'newsletter'
            ? await answerNewsletter(params, context)
            : await answerAccount(target.form, params, context);
      if (outcome.redirect) {
        res.writeHead(303, {
          ...page.baseHeaders,
          Location: outcome.redirect,
          'Set-Cookie': outcome.cookies,
          'Cache-Control': 'no-store',
        });
        res.end();
        return;
      }
      const body = Buffer.from(pageWithResult(html, { form: target.form, ...outcome.result }));
      page.applyHeaders();
      // What a visitor typed is in this page: it must not be kept by any cache.
      res.setHeader('Cache-Control', 'no-store');
      res.writeHead(outcome.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
      });
      res.end(body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(res, error, page.baseHeaders);
      if (error.close) res.once('finish', () => req.destroy());
    }
  }

  return { formAt, answer };
}
