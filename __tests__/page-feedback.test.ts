/**
 * @jest-environment node
 */
// "Was this page helpful?" (issue 42): the shared rules (reasons, comment, path), the daily
// visitor key, and the site server's relay of the form (server/feedback.ts), in the style of the
// forms relay's tests (form-relay.test.tsx): a real site server, a stub CMS.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDailyKeys } from '@meridian/shared/feedback-key';
import {
  FEEDBACK_LIMITS,
  NO_REASONS,
  YES_REASONS,
  checkFeedback,
  firstDayKept,
  localizedPagePath,
  plainComment,
} from '@meridian/shared/page-feedback';
import { LOCALES } from '@meridian/shared/locales';
import { verifyVisitor } from '@meridian/shared/visitor-address';
import React from 'react';
import type { FormRenderer } from '../server/forms';
import { createSiteServer } from '../server/site-server';
import { DeferredPageFeedback } from '../src/components/feedback/DeferredPageFeedback';
import { renderToHtml } from '../src/pipeline/rendering/emotion-ssr';
import * as buildFormRenderer from '../src/pipeline/rendering/form-renderer';
import { withI18n } from './helpers/i18n';

describe('page feedback: the rules the page, the relay and the CMS share', () => {
  it('a reason belongs to its answer: no "outdated" after Yes, no "clear" after No', () => {
    expect(NO_REASONS).toEqual([
      'inaccurate',
      'hard_to_understand',
      'missing_information',
      'outdated',
      'other',
    ]);
    expect(YES_REASONS).toEqual(['clear', 'solved_my_problem']);
    const base = { path: '/blog/x', locale: 'ja' };
    expect(checkFeedback({ ...base, helpful: 'no', reason: 'outdated' })).toMatchObject({
      helpful: false,
      reason: 'outdated',
    });
    expect(checkFeedback({ ...base, helpful: 'yes', reason: 'outdated' })).toEqual({ problem: 'reason' });
    expect(checkFeedback({ ...base, helpful: 'no', reason: 'clear' })).toEqual({ problem: 'reason' });
    expect(checkFeedback({ ...base, helpful: true, reason: '' })).toMatchObject({
      helpful: true,
      reason: null,
    });
    expect(checkFeedback({ ...base, helpful: 'maybe' })).toEqual({ problem: 'helpful' });
  });

  it('the comment is plain text within 500 characters: markup kept as typed, control characters dropped, a longer one refused', () => {
    expect(plainComment('  <b>bold</b><script>x</script>\u0000\u0007\r\nnext  ')).toBe(
      '<b>bold</b><script>x</script>\nnext',
    );
    const base = { path: '/glossary', locale: 'ko', helpful: 'no' };
    expect(checkFeedback({ ...base, comment: '가'.repeat(FEEDBACK_LIMITS.comment) })).toMatchObject({
      comment: '가'.repeat(500),
    });
    expect(checkFeedback({ ...base, comment: '가'.repeat(501) })).toEqual({ problem: 'comment' });
    expect(checkFeedback({ ...base, comment: ['a'] })).toEqual({ problem: 'comment' });
  });

  it('the path is a site path without its language prefix, and the language one of the site', () => {
    const ok = { locale: 'en', helpful: 'yes' };
    for (const bad of [
      '//evil.example',
      'https://evil.example/x',
      '/a/../b',
      '/a\\b',
      '/ja/blog/x',
      '/blog?x=1',
      '/x#y',
      '',
    ]) {
      expect(checkFeedback({ ...ok, path: bad })).toEqual({ problem: 'path' });
    }
    expect(checkFeedback({ ...ok, path: `/${'a'.repeat(FEEDBACK_LIMITS.path)}` })).toEqual({
      problem: 'path',
    });
    expect(checkFeedback({ ...ok, path: '/developers', locale: 'fr' })).toEqual({ problem: 'locale' });
    expect(localizedPagePath('/blog/x', 'ja')).toBe('/ja/blog/x');
    expect(localizedPagePath('/', 'ko')).toBe('/ko');
    expect(localizedPagePath('/', 'en')).toBe('/');
  });

  it('the visitor key: the same for a visitor, page and language within a UTC day; another on the next day, for another page or language', () => {
    let secrets = 0;
    const keys = createDailyKeys(() => Buffer.alloc(32, (secrets += 1)));
    const visitor = { address: '203.0.113.7', path: '/blog/x', locale: 'ja' };
    const morning = Date.parse('2026-03-01T00:00:01Z');
    const night = Date.parse('2026-03-01T23:59:59Z');
    const first = keys.keyOf(visitor, morning);
    expect(first.day).toBe('2026-03-01');
    expect(keys.keyOf(visitor, night)).toEqual(first);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.key).not.toContain('203.0.113.7');
    expect(keys.keyOf({ ...visitor, locale: 'ko' }, night).key).not.toBe(first.key);
    expect(keys.keyOf({ ...visitor, path: '/blog/y' }, night).key).not.toBe(first.key);
    expect(keys.keyOf({ ...visitor, address: '203.0.113.8' }, night).key).not.toBe(first.key);
    // The next day: a new secret (the old one is gone), so the keys of two days cannot be linked.
    const nextDay = keys.keyOf(visitor, Date.parse('2026-03-02T00:00:00Z'));
    expect(nextDay.day).toBe('2026-03-02');
    expect(nextDay.key).not.toBe(first.key);
    expect(secrets).toBe(2);
    // Two processes never share a secret: keys are not comparable outside one process's day.
    expect(createDailyKeys().keyOf(visitor, morning).key).not.toBe(
      createDailyKeys().keyOf(visitor, morning).key,
    );
  });

  it('kept days: 90 back from today, counted in UTC days', () => {
    expect(firstDayKept(FEEDBACK_LIMITS.keepDays, Date.parse('2026-03-31T12:00:00Z'))).toBe('2026-01-01');
    expect(firstDayKept(FEEDBACK_LIMITS.recentDays, Date.parse('2026-03-31T23:00:00Z'))).toBe('2026-03-02');
  });
});

interface CmsCall {
  path: string;
  visitor: string | undefined;
  body: { data?: Record<string, unknown> };
}
const calls: CmsCall[] = [];
let cmsStatus = 201;
const cms = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    calls.push({
      path: req.url ?? '',
      visitor: req.headers['x-meridian-visitor'] as string | undefined,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    });
    const body =
      cmsStatus < 300
        ? { data: { stored: true } }
        : { data: null, error: { status: cmsStatus, name: 'RateLimitError', message: 'Too many requests' } };
    res.writeHead(cmsStatus, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
});

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const secret = 'feedback-test-secret-0123456789abcdefghijklmnop';
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-site-'));
let site = '';
let siteServer: ReturnType<typeof createSiteServer>;

// The build's form renderer, from its source (a server loads it compiled), as form-relay.test.tsx.
const formRenderer: FormRenderer = buildFormRenderer;
const JA = withI18n(React.createElement(DeferredPageFeedback), { locale: 'ja', originalPath: '/blog/hello' });

/** A Japanese article as the build writes it: its feedback form (awaiting its chunk) and its page data. */
async function writeArticle() {
  const page = path.join(build, 'ja', 'blog', 'hello');
  fs.mkdirSync(page, { recursive: true });
  const feedback = await renderToHtml(JA.element);
  fs.writeFileSync(
    path.join(page, 'index.html'),
    `<!DOCTYPE html><html lang="ja"><body><div id="___gatsby"><main>記事</main>${feedback}</div></body></html>`,
  );
  const pageData = path.join(build, 'page-data', 'ja', 'blog', 'hello');
  fs.mkdirSync(pageData, { recursive: true });
  const edges = Object.entries(JA.messages).map(([ns, data]) => ({
    node: { ns, data: JSON.stringify(data), language: 'ja' },
  }));
  fs.writeFileSync(
    path.join(pageData, 'page-data.json'),
    JSON.stringify({ result: { data: { locales: { edges } } } }),
  );
}

beforeAll(async () => {
  fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><html lang="en"><body>home</body></html>');
  await writeArticle();
  const cmsUrl = await listen(cms);
  siteServer = createSiteServer({
    publicDir: build,
    log: quiet,
    cmsUrl,
    relaySecret: secret,
    formCallsPerMinute: 5,
    formRenderer,
  });
  site = await listen(siteServer.server);
});
beforeEach(() => {
  calls.length = 0;
  cmsStatus = 201;
});
afterAll(async () => {
  await Promise.all([close(siteServer.server), close(cms)]);
  fs.rmSync(build, { recursive: true, force: true });
});

/** The form as a page sends it, from `localAddress` (each test its own visitor: the relay's limit counts per address). */
function send(
  fields: Record<string, string> | string,
  { localAddress, headers = {} }: { localAddress: string; headers?: Record<string, string> },
) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(`${site}/feedback`, {
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: site,
          ...headers,
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      request.on('error', reject);
      request.end(body);
    },
  );
}

/** The opening tag of the element whose attributes hold `marker`. */
const tagOf = (html: string, marker: string) => {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`${marker} is not in the page`);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};
/** The element that starts at `start`, to its closing tag. */
const element = (html: string, start: string, tag: string) => {
  const at = html.indexOf(start);
  return html.slice(at, html.indexOf(`</${tag}>`, at) + tag.length + 3);
};
/** The text of the state's message the page shows without an anchor (`data-shown`), if any. */
const shownState = (html: string) => /<p [^>]*data-shown=""[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null;

const NO_ANSWER = {
  path: '/blog/hello',
  locale: 'ja',
  helpful: 'no',
  reason: 'outdated',
  comment: '<b>bold</b><script>',
};

describe('page feedback through the site server (POST /feedback)', () => {
  it('without JavaScript: relayed with the signed visitor, then 303 back to the page in its language, to the thank-you anchor', async () => {
    const answer = await send(NO_ANSWER, { localAddress: '127.0.0.21' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/ja/blog/hello#feedback-thanks');
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/api/page-feedbacks');
    expect(calls[0].body).toEqual({
      data: {
        path: '/blog/hello',
        locale: 'ja',
        helpful: false,
        reason: 'outdated',
        comment: '<b>bold</b><script>',
      },
    });
    expect(verifyVisitor(calls[0].visitor, secret)).toBe('127.0.0.21');
  });

  it("the page's two reason lists (reasonNo, reasonYes): only the one of the answer given counts", async () => {
    const fields = { path: '/glossary', locale: 'en', reasonNo: 'outdated', reasonYes: 'clear' };
    expect((await send({ ...fields, helpful: 'yes' }, { localAddress: '127.0.0.27' })).status).toBe(303);
    expect((await send({ ...fields, helpful: 'no' }, { localAddress: '127.0.0.27' })).status).toBe(303);
    expect(calls.map((call) => call.body.data?.reason)).toEqual(['clear', 'outdated']);
  });

  it('with JavaScript (Accept: application/json): JSON, no redirect', async () => {
    const answer = await send(
      { path: '/', locale: 'ko', helpful: 'yes', reason: 'clear', comment: '' },
      { localAddress: '127.0.0.22', headers: { Accept: 'application/json' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({ state: 'thanks' });
    expect(calls[0].body.data).toMatchObject({ path: '/', locale: 'ko', helpful: true, reason: 'clear' });
  });

  it('a burst from one address is limited (429 in JSON, the page with the form as sent without JavaScript); another address is still served', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(
        (await send(NO_ANSWER, { localAddress: '127.0.0.23', headers: { Accept: 'application/json' } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const withoutScript = await send(NO_ANSWER, { localAddress: '127.0.0.23' });
    expect(withoutScript.status).toBe(429);
    expect(shownState(withoutScript.body)).toBe(JA.messages.common['feedback.limited']);
    expect(calls).toHaveLength(5);
    expect((await send(NO_ANSWER, { localAddress: '127.0.0.24' })).status).toBe(303);
  });

  it("the CMS's own limit (429) is said the same way", async () => {
    cmsStatus = 429;
    const answer = await send(NO_ANSWER, {
      localAddress: '127.0.0.25',
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({ state: 'limited' });
  });

  it('without JavaScript, limited by the CMS (429) or failing (503): the page itself, the answer, reason and comment (as text) kept, the message shown', async () => {
    for (const [cmsAnswer, status, state] of [
      [429, 429, 'limited'],
      [500, 503, 'failed'],
    ] as const) {
      cmsStatus = cmsAnswer;
      const answer = await send(NO_ANSWER, { localAddress: '127.0.0.28' });
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.location).toBeUndefined();
      const page = answer.body;
      expect(page).toContain('<main>記事</main>');
      expect(shownState(page)).toBe(JA.messages.common[`feedback.${state}`]);
      expect(tagOf(page, `id="feedback-${state}"`)).toMatch(/\sautofocus=""/);
      expect(tagOf(page, 'value="no"')).toMatch(/\schecked=""/);
      expect(tagOf(page, 'value="yes"')).not.toMatch(/\schecked/);
      expect(tagOf(page, 'value="outdated"')).toMatch(/\sselected=""/);
      // The comment as typed, as text: its markup escaped, never the page's.
      expect(element(page, '<textarea', 'textarea').replace(/<[^>]+>/g, '')).toBe(
        '&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;',
      );
      expect(page).not.toContain('<b>bold');
      expect(tagOf(page, 'name="path"')).toContain('value="/blog/hello"');
    }
    expect(calls).toHaveLength(2);
  });

  it('without JavaScript, a failure for a page the build does not have: back to the path, to the anchor (303)', async () => {
    cmsStatus = 429;
    const answer = await send({ ...NO_ANSWER, path: '/blog/gone' }, { localAddress: '127.0.0.29' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/ja/blog/gone#feedback-limited');
  });

  it('refuses a bad path, an oversized or malformed body, and a post from another site, before the CMS is asked', async () => {
    const visitor = { localAddress: '127.0.0.26' };
    for (const path of ['//evil.example', 'https://evil.example/', '/ja/blog/x', '/a/../b']) {
      expect((await send({ ...NO_ANSWER, path }, visitor)).status).toBe(400);
    }
    expect((await send({ ...NO_ANSWER, comment: 'あ'.repeat(501) }, visitor)).status).toBe(400);
    expect((await send({ ...NO_ANSWER, helpful: '' }, visitor)).status).toBe(400);
    expect((await send(`comment=${'x'.repeat(9000)}`, visitor)).status).toBe(413);
    expect((await send(Buffer.from([0xff, 0xfe]).toString('latin1'), visitor)).status).toBe(400);
    expect(
      (await send(NO_ANSWER, { ...visitor, headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(415);
    expect((await send(NO_ANSWER, { ...visitor, headers: { Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    expect(calls).toHaveLength(0);
    const get = await fetch(`${site}/feedback`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('page feedback: one list of reasons and languages', () => {
  it("the CMS's schema takes exactly the shared reasons and the site's languages", () => {
    const schema = JSON.parse(
      fs.readFileSync(path.join('cms/src/api/page-feedback/content-types/page-feedback/schema.json'), 'utf8'),
    );
    expect(schema.attributes.reason.enum).toEqual([...NO_REASONS, ...YES_REASONS]);
    expect(schema.attributes.language.enum).toEqual([...LOCALES]);
    expect(schema.attributes.comment.maxLength).toBe(FEEDBACK_LIMITS.comment);
    expect(schema.attributes.path.maxLength).toBe(FEEDBACK_LIMITS.path);
  });
});
