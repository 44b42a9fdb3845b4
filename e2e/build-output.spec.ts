import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { findRoute, namespacesFor } from '../src/config/routes';
import { budgetKbFor, htmlFileFor, measurePage } from '../scripts/lib/page-weight';
import { ROUTES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
import { pagePerTemplateAndLanguage } from './built-pages';
import { PAGES } from './site';

// Checks of the built files themselves (the same build the browser tests use).
const publicDir = path.resolve(__dirname, '../public');

function pageData(url: string) {
  const file = path.join(publicDir, 'page-data', url === '/' ? 'index' : url.slice(1), 'page-data.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    result: { data: { locales: { edges: Array<{ node: { ns: string; language: string; data: string } }> } } };
  };
}

test('each page ships only its own language and only the namespaces its route lists', () => {
  for (const { route, locale, url } of PAGES) {
    const nodes = pageData(url).result.data.locales.edges.map((edge) => edge.node);
    expect(new Set(nodes.map((node) => node.language)), url).toEqual(new Set([locale]));
    expect(nodes.map((node) => node.ns).sort(), url).toEqual(namespacesFor(route).sort());
  }
});

test('a Japanese page carries no English or Korean strings', () => {
  const raw = JSON.stringify(pageData('/ja/community'));
  expect(raw).not.toContain('A community that speaks your language');
  expect(raw).not.toContain('여러분의 언어로');
  expect(raw).toContain('コミュニティ');
});

test('the 404 pages ship their own language too', () => {
  const route = findRoute('/404')!;
  for (const [url, locales] of [
    ['/ja/404', ['ja']],
    ['/ko/404', ['ko']],
    // The browser shows /404.html (a copy of /404) for every URL without a page, in the URL's
    // language.
    ['/404', LOCALES],
    ['/404.html', LOCALES],
  ] as const) {
    const nodes = pageData(url).result.data.locales.edges.map((edge) => edge.node);
    expect(new Set(nodes.map((node) => node.language))).toEqual(new Set(locales));
    for (const locale of locales) {
      const namespaces = nodes.filter((node) => node.language === locale).map((node) => node.ns);
      expect(namespaces.sort()).toEqual(namespacesFor(route).sort());
    }
  }
});

test('no page is listed in the match-path table every visitor downloads', () => {
  // Match paths are for client-only routes; a /ja/* one would list every Japanese page here.
  const matchPaths = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../.cache/match-paths.json'), 'utf8'),
  ) as unknown[];
  expect(matchPaths).toEqual([]);
});

/** Every file of the build, as absolute paths. */
function builtFiles(dir = publicDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) builtFiles(full, out);
    else out.push(full);
  }
  return out;
}

test('no built HTML contains NUL bytes (React streaming bug with CJK text is cleaned)', () => {
  const files = builtFiles().filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((file) => fs.readFileSync(file).includes(0))).toEqual([]);
});

test('every .br and .gz copy is exactly its source, and none outlives it (what browsers get)', () => {
  const files = builtFiles();
  const present = new Set(files);
  const copies = files.filter((file) => /\.(br|gz)$/.test(file));
  expect(copies.length).toBeGreaterThan(100);
  const orphans: string[] = [];
  const stale: string[] = [];
  for (const copy of copies) {
    const source = copy.slice(0, -3);
    if (!present.has(source)) {
      orphans.push(path.relative(publicDir, copy));
      continue;
    }
    const compressed = fs.readFileSync(copy);
    const content = copy.endsWith('.br')
      ? zlib.brotliDecompressSync(compressed)
      : zlib.gunzipSync(compressed);
    if (!content.equals(fs.readFileSync(source))) stale.push(path.relative(publicDir, copy));
  }
  expect(orphans).toEqual([]);
  expect(stale).toEqual([]);
});

// `/` was held to 120 KB gzip; the real i18next 24 and react-i18next 15 (issue 20) add a measured
// 17 KB to every page (docs/benchmarks.md, "The real i18next"), so it was held to 127, then 128
// with the glossary; with the route table kept in the build and the newsletter prompt's code
// loaded as the page hydrates (issue 31) it is 124.7 KB, and held to 126.
test('every page keeps within its JavaScript budget; / at most 126 KB gzip', () => {
  expect(budgetKbFor('/')).toBeLessThanOrEqual(126);
  for (const { url, route } of PAGES) {
    const weight = measurePage(publicDir, url);
    expect(weight.scripts.length, url).toBeGreaterThan(2);
    expect(weight.gzipBytes / 1024, `${url}: ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(
      budgetKbFor(route.path),
    );
  }
});

/** Strings only the content-service client (axios) and the GraphQL client (Apollo) contain. */
const ACCOUNT_CODE_MARKERS = ['AxiosError', 'UnknownError', 'Response not successful: Received status code'];

function scriptText(url: string): string {
  return measurePage(publicDir, url)
    .scripts.map((script) => fs.readFileSync(path.join(publicDir, script), 'utf8'))
    .join('\n');
}

/** The site's JS files whose text contains every one of `markers`. */
function chunksContaining(...markers: string[]): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
      return markers.every((marker) => text.includes(marker));
    });
}

test("no marketing page downloads the account area's code up front; the account pages do", () => {
  for (const { url } of PAGES) {
    const text = scriptText(url);
    for (const marker of ACCOUNT_CODE_MARKERS)
      expect(text.includes(marker), `${url} ships "${marker}"`).toBe(false);
  }
  const accountRoutes = ROUTES.filter((route) => ['/login', '/register', '/account'].includes(route.path));
  expect(accountRoutes).toHaveLength(3);
  for (const route of accountRoutes) {
    const text = scriptText(route.path);
    expect(text, route.path).toContain('AxiosError');
    expect(text, route.path).toContain('UnknownError');
    // The GraphQL client (Apollo) loads on demand only, in a chunk of its own.
    expect(text, route.path).not.toContain('Response not successful: Received status code');
  }
  expect(chunksContaining('Response not successful: Received status code')).not.toEqual([]);
});

test('the contact and newsletter forms load the content-service client when they are sent, not with the page', () => {
  // The forms post through the account area's axios client (features/forms/visitor-client.ts),
  // imported on submit: a chunk of its own that the pages with a form do not list up front.
  const clientChunks = chunksContaining('AxiosError', '/contact-messages', '/newsletter-subscriptions');
  expect(clientChunks).not.toEqual([]);
  for (const url of ['/', '/contact', '/ja/contact', '/ko/about']) {
    const upFront = measurePage(publicDir, url).scripts.map((script) => script.slice(1));
    for (const chunk of clientChunks) expect(upFront, url).not.toContain(chunk);
  }
});

test("the newsletter prompt's code is a chunk of its own, which no page lists up front", () => {
  // Every page shows the prompt (issue 31): its form, rules and the server answer's reader load
  // as the page hydrates. Its form is in every page's HTML all the same (the POST test below).
  const promptChunks = chunksContaining('newsletter.invalidEmail', 'data-form-status');
  expect(promptChunks).not.toEqual([]);
  for (const { url } of pagePerTemplateAndLanguage()) {
    const upFront = measurePage(publicDir, url).scripts.map((script) => script.slice(1));
    for (const chunk of promptChunks) expect(upFront, url).not.toContain(chunk);
  }
});

test("no page downloads the route table; a sub-page's breadcrumb steps come in its data", () => {
  // The route table is build-time data (issue 31): in the app's code every new page made every
  // page heavier. Its entry for the builders' page, as the minifier writes it.
  const routeTableEntry = /["']\/builders-program["'],\s*["']buildersProgram["']/;
  expect(
    routeTableEntry.test(fs.readFileSync(path.resolve(__dirname, '../src/config/routes.ts'), 'utf8')),
  ).toBe(true);
  for (const { url } of pagePerTemplateAndLanguage())
    expect(routeTableEntry.test(scriptText(url)), url).toBe(false);
  const context = (url: string) =>
    (pageData(url) as unknown as { result: { pageContext: { breadcrumbAncestors?: unknown } } }).result
      .pageContext.breadcrumbAncestors;
  expect(context('/ja/developers/university')).toEqual([{ path: '/developers', metaKey: 'developers' }]);
  expect(context('/ko/about')).toBeUndefined();
});

test('every page carries its styles in the head, with a rule for each class its markup uses', () => {
  const pages = pagePerTemplateAndLanguage();
  expect(pages.length).toBeGreaterThan(40);
  for (const { url } of pages) {
    const [head, body] = fs.readFileSync(htmlFileFor(publicDir, url), 'utf8').split('</head>');
    // No <style> beside the elements: each one would restyle the document while it parses.
    expect(body.includes('<style'), url).toBe(false);
    const tags = [...head.matchAll(/<style data-emotion="css ([^"]*)">/g)];
    expect(tags, url).toHaveLength(1);
    const styled = new Set(tags[0][1].split(' '));
    const used = new Set(
      [...body.matchAll(/class="([^"]*)"/g)]
        .flatMap((match) => match[1].split(' '))
        .filter((name) => name.startsWith('css-'))
        .map((name) => name.slice('css-'.length))
        // Emotion's name for an empty style: there is no rule to write.
        .filter((id) => id !== '0'),
    );
    expect(used.size, url).toBeGreaterThan(10);
    expect(
      [...used].filter((id) => !styled.has(id)),
      url,
    ).toEqual([]);
  }
});

test('every form that asks for a password or an address is sent by POST, never in a URL', () => {
  // Submitted before the page's code runs (a slow phone), a form without a method is sent by GET:
  // the password or address would land in the URL, the history and the server's logs.
  const pages = pagePerTemplateAndLanguage();
  let sensitiveForms = 0;
  for (const { url } of pages) {
    const html = fs.readFileSync(htmlFileFor(publicDir, url), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)) {
      if (!/<input[^>]*type="(password|email)"/.test(body)) continue;
      sensitiveForms += 1;
      expect(attributes, `${url}: ${attributes}`).toMatch(/\smethod="post"/);
    }
  }
  // Sign-in, registration, reset, account, contact and the newsletter form in every footer.
  expect(sensitiveForms).toBeGreaterThan(pages.length);
});

test('no JavaScript file carries an illustration: the pages name its file, published with a hashed name', () => {
  // Gatsby's url-loader inlines pictures under 10 KB into the JavaScript as data: URIs; the
  // illustrations are published as files instead (src/pipeline/illustrations.ts).
  const sources = fs
    .readdirSync(path.resolve(__dirname, '../src/illustrations'))
    .filter((f) => f.endsWith('.svg'));
  const published = fs.readdirSync(path.join(publicDir, 'static/illustrations'));
  const scripts = fs.readdirSync(publicDir).filter((file) => file.endsWith('.js'));
  const texts = scripts.map((file) => fs.readFileSync(path.join(publicDir, file), 'utf8'));
  for (const file of sources) {
    const name = file.replace(/\.svg$/, '');
    expect(published, file).toContainEqual(expect.stringMatching(new RegExp(`^${name}-[0-9a-f]{12}\\.svg$`)));
    const markup = fs.readFileSync(path.resolve(__dirname, '../src/illustrations', file), 'utf8');
    // A stretch of each file's drawing, raw or as url-loader's base64.
    // (base64 from a multiple of 3 bytes: the same characters as in the whole file's encoding).
    const start = markup.indexOf('<path') - (markup.indexOf('<path') % 3);
    const drawing = markup.slice(start, start + 60);
    const base64 = Buffer.from(drawing).toString('base64');
    for (const [index, text] of texts.entries()) {
      expect(text.includes(drawing) || text.includes(base64), `${file} in ${scripts[index]}`).toBe(false);
    }
  }
  expect(texts.some((text) => text.includes('image/svg+xml;base64'))).toBe(false);
});
