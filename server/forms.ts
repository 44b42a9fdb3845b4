// Forms sent before the page's JavaScript ran (a slow phone): the browser POSTs the contact,
// newsletter or account form to its page. The site server passes it on to the CMS with the same
// checks and REST calls as the browser code and answers with the page again, in the visitor's
// language: the thank-you or the errors beside the fields, with what they typed (passwords
// excepted). A sign-in that succeeds sets the session cookies as the browser code does and goes
// on to the account page.
import fs from 'node:fs';
import type http from 'node:http';
import { FORM_PAGES, type FormName, type FormResult } from '@meridian/shared/form-relay';
import { LOCALE_PREFIX_PATTERN } from '@meridian/shared/locales';
import {
  COMMUNITY_TOKEN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
  sessionCookieAttributes,
} from '@meridian/shared/session-cookies';
import i18next from 'i18next';
import { type FormContext, type FormOutcome, type Translate, answerForm } from './form-answers';
import { FORM_LIMITS, type FormLog, createCmsCaller } from './form-cms';
import {
  type FormRenderer,
  type PageResources,
  languageOf,
  loadFormRenderer,
  pageWithResult,
} from './form-page';
import { answerFeedback } from './feedback';
import { Refusal, checkSameOrigin, clientAddress, readForm, refuse } from './form-request';

export { FORM_LIMITS } from './form-cms';
export { clientAddress } from './form-request';
export { type FormRenderer, loadFormRenderer, pageWithResult } from './form-page';

/** `/contact`, `/ja/contact`, `/ko/login`…: the form, and the path's language prefix. */
const FORM_PATH = new RegExp(
  `^(${LOCALE_PREFIX_PATTERN})?(${Object.values(FORM_PAGES)
    .map((page) => page.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .join('|')})$`,
);
const FORM_OF_PAGE = new Map(
  Object.entries(FORM_PAGES).map(([form, page]) => [page as string, form as FormName]),
);

/** What formAt found: the form, and the path's language prefix ('' for English). */
export interface FormTarget {
  form: FormName;
  prefix: string;
}

/** The form a POST to `pathname` carries, with the path's language prefix; null for any other path. */
export function formAt(pathname: string): FormTarget | null {
  const match = FORM_PATH.exec(pathname);
  const form = match && FORM_OF_PAGE.get(match[2]);
  return form ? { form, prefix: match?.[1] ?? '' } : null;
}

/** The page's translations, from the page data the build wrote beside it (the same the browser gets). */
async function pageResources(pageDataFile: string, language: string): Promise<PageResources> {
  const pageData = JSON.parse(await fs.promises.readFile(pageDataFile, 'utf8'));
  const resources: PageResources = {};
  for (const { node } of pageData.result?.data?.locales?.edges ?? []) {
    if (node.language === language) resources[node.ns] = JSON.parse(node.data);
  }
  return resources;
}

/** The page's messages, for the answer's words (the form renderer draws the form with the same). */
async function pageTranslator(resources: PageResources, language: string): Promise<FormContext['translate']> {
  const i18n = i18next.createInstance();
  // The options of the site's own instance (src/features/i18n/i18next-options.ts) that change a
  // message: flat keys, values as they are (escaped when put into the page).
  await i18n.init({
    lng: language,
    resources: { [language]: resources },
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    // As the site's own options; i18next 24 types no longer name it.
    ...{ returnNull: false },
  });
  return (namespace) => i18n.getFixedT(language, namespace) as unknown as Translate;
}

/** The session cookies of a sign-in, for the host the request names. */
function sessionCookiesFor(req: http.IncomingMessage, https: boolean, jwt: string): string[] {
  const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const attributes = sessionCookieAttributes(TOKEN_MAX_AGE_SECONDS, {
    protocol: https ? 'https:' : 'http:',
    hostname,
  });
  return [TOKEN_COOKIE, COMMUNITY_TOKEN_COOKIE].map(
    (name) => `${name}=${encodeURIComponent(jwt)}${attributes}`,
  );
}

/** The built page a form's path answers with, and how the site server sets that page's headers. */
export interface FormPage {
  htmlFile: string;
  pageDataFile: string;
  /** Sets the page's own headers (its CSP among them) on the response. */
  applyHeaders: () => void;
  baseHeaders: Record<string, string>;
}

/** The built page a form's outcome is written into, and what draws the form in it again. */
interface AnswerPage {
  html: string;
  language: string;
  resources: PageResources;
  renderer: FormRenderer;
}

/** The built page, its language and translations, and what draws its forms again. */
async function readAnswerPage(page: FormPage, renderer: FormRenderer): Promise<AnswerPage> {
  const html = await fs.promises.readFile(page.htmlFile, 'utf8');
  const language = languageOf(html);
  return { html, language, resources: await pageResources(page.pageDataFile, language), renderer };
}

/** The page with the form's result in it, under the page's own headers. */
function sendResultPage(
  res: http.ServerResponse,
  status: number,
  result: FormResult,
  answerPage: AnswerPage,
  page: FormPage,
) {
  const body = Buffer.from(pageWithResult(answerPage.html, result, answerPage));
  page.applyHeaders();
  // What a visitor typed is in this page: it must not be kept by any cache.
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(body);
}

/** Writes the outcome: the sign-in's redirect, or the page with the form's result in it. */
function sendOutcome(
  res: http.ServerResponse,
  outcome: FormOutcome,
  answerPage: AnswerPage,
  form: FormName,
  page: FormPage,
) {
  if ('cookies' in outcome) {
    res.writeHead(303, {
      ...page.baseHeaders,
      Location: outcome.redirect,
      'Set-Cookie': outcome.cookies,
      'Cache-Control': 'no-store',
    });
    res.end();
    return;
  }
  sendResultPage(res, outcome.status, { form, ...outcome.result }, answerPage, page);
}

export interface FormRelay {
  formAt: typeof formAt;
  /**
   * Answers a page's feedback (feedback.ts), with the forms' CMS calls and their limits; `pageAt`
   * finds the built page a failure is answered with (null when the build has none).
   */
  answerFeedback(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    answer: { headers: Record<string, string>; pageAt: (pathname: string) => FormPage | null },
  ): Promise<void>;
  answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: FormTarget,
    page: FormPage,
  ): Promise<void>;
}

/**
 * `cmsUrl`: where this server reaches the CMS; without one, every form says it could not be sent.
 * `cmsCallsPerMinute`: forms one client address may pass on per minute (tests change it).
 * `relaySecret`: FORM_RELAY_SECRET, shared with the CMS: each call carries the visitor's address
 * signed with it, so that the CMS's limits count that visitor, not this server.
 * `trustProxy`: behind nginx, the visitor is the address in its X-Forwarded-For.
 * `siteUrl`: the site's public URL; forms are accepted from its origin (and loopback names).
 * `formRenderer`: what draws a form with its answer; by default the build's, compiled
 * (loadFormRenderer), loaded with the first form answered.
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
  formRenderer,
}: {
  cmsUrl?: string | null;
  https?: boolean;
  log?: FormLog;
  fetch?: typeof fetch;
  cmsCallsPerMinute?: number;
  relaySecret?: string;
  trustProxy?: boolean;
  siteUrl?: string;
  formRenderer?: FormRenderer;
} = {}): FormRelay {
  let renderer = formRenderer;
  const siteHost = siteUrl ? new URL(siteUrl).host : null;
  const callCms = createCmsCaller({ cmsUrl, relaySecret, fetchImpl, log, callsPerMinute: cmsCallsPerMinute });

  /** Answers a POST to a form's page (`target`: what formAt() found for the path). */
  async function answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: FormTarget,
    page: FormPage,
  ) {
    try {
      checkSameOrigin(req, { https, siteHost });
      const params = await readForm(req);
      renderer ??= loadFormRenderer();
      const answerPage = await readAnswerPage(page, renderer);
      const { language, resources } = answerPage;
      const context: FormContext = {
        translate: await pageTranslator(resources, language),
        language,
        client: clientAddress(req, trustProxy),
        query: new URLSearchParams((req.url ?? '').split('?')[1] ?? ''),
        prefix: target.prefix,
        sessionCookies: (jwt) => sessionCookiesFor(req, https, jwt),
        callCms,
      };
      const outcome = await answerForm(target.form, params, context);
      sendOutcome(res, outcome, answerPage, target.form, page);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(res, error, page.baseHeaders);
      if (error.close) res.once('finish', () => req.destroy());
    }
  }

  const answerPageFeedback: FormRelay['answerFeedback'] = (req, res, { headers, pageAt }) =>
    answerFeedback(req, res, {
      callCms,
      https,
      siteHost,
      trustProxy,
      headers,
      async answerWithPage(pathname, status, result) {
        const page = pageAt(pathname);
        if (!page) return false;
        renderer ??= loadFormRenderer();
        sendResultPage(res, status, result, await readAnswerPage(page, renderer), page);
        return true;
      },
    });

  return { formAt, answer, answerFeedback: answerPageFeedback };
}
