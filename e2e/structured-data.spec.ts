import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { messages } from './site';
import { SITE } from '../src/config/site';
import { LOCALES, LOCALE_INFO, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';

// Seeded CMS content (cms/seed/data): an article and a tag that exist in every language.
const ARTICLE = '/blog/dapp-staking-explained';
const TAG = '/blog/tag/research';

type Node = Record<string, unknown> & { '@context': string; '@type': string };
type ListItem = { '@type': string; position: number; name: string; item: string };

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const absolute = (path: string, locale: Locale) => `${SITE.url}${localizePath(path, locale)}`;

/**
 * Every JSON-LD document of a page as a crawler reads it from the served HTML, after the checks
 * every one must pass: it parses, names schema.org and a type, and holds no raw "<" (CMS text
 * is escaped so that it cannot end the script element). The browser must report no CSP
 * violation on the way.
 */
async function structuredData(page: Page, url: string): Promise<Node[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = texts.map((text) => {
    expect(text).not.toContain('<');
    const node = JSON.parse(text) as Node;
    expect(node['@context']).toBe('https://schema.org');
    expect(typeof node['@type']).toBe('string');
    return node;
  });
  // Data blocks never run, so the page's CSP must not allow their text as a script by hash.
  const csp = response!.headers()['content-security-policy'] ?? '';
  for (const text of texts) {
    const hash = crypto.createHash('sha256').update(text, 'utf8').digest('base64');
    expect(csp).not.toContain(hash);
  }
  expect(violations).toEqual([]);
  return nodes;
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

/** The page's one BreadcrumbList: positions 1…n, absolute URLs, and the names expected. */
function expectTrail(nodes: Node[], locale: Locale, trail: Array<{ name: string; path: string }>): void {
  const lists = ofType(nodes, 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  expect(lists[0].itemListElement).toEqual(
    trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, locale),
    })),
  );
}

for (const locale of LOCALES) {
  const meta = messages(locale, 'meta');
  const home = messages(locale, 'common').home;

  test.describe(`structured data (${locale})`, () => {
    test('the home page describes the organization and the site in its language', async ({
      page,
      request,
    }) => {
      const nodes = await structuredData(page, localizePath('/', locale));
      const [organization] = ofType(nodes, 'Organization');
      expect(organization).toMatchObject({ name: SITE.foundation, url: SITE.url });
      expect(organization.logo).toMatch(new RegExp(`^${SITE.url}/.+\\.png$`));
      const logo = await request.get(new URL(String(organization.logo)).pathname);
      expect(logo.status()).toBe(200);
      expect(logo.headers()['content-type']).toBe('image/png');

      const [site] = ofType(nodes, 'WebSite');
      expect(site).toMatchObject({
        name: meta.siteName,
        url: absolute('/', locale),
        inLanguage: LOCALE_INFO[locale].tag,
      });
      expect(ofType(nodes, 'BreadcrumbList')).toEqual([]);
    });

    test('an article has Home › Blog › article and its Article data', async ({ page }) => {
      const nodes = await structuredData(page, localizePath(ARTICLE, locale));
      const title = normalise((await page.locator('h1').textContent()) ?? '');
      expectTrail(nodes, locale, [
        { name: home, path: '/' },
        { name: meta['blog.title'], path: '/blog' },
        { name: title, path: ARTICLE },
      ]);
      const [article] = ofType(nodes, 'Article');
      expect(article).toMatchObject({ headline: title, mainEntityOfPage: absolute(ARTICLE, locale) });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(ARTICLE, locale));
    });

    test('a tag page has Home › Blog › tag', async ({ page }) => {
      const nodes = await structuredData(page, localizePath(TAG, locale));
      const items = ofType(nodes, 'BreadcrumbList')[0]?.itemListElement as ListItem[];
      expect(items.map((item) => [item.name, item.item]).slice(0, 2)).toEqual([
        [home, absolute('/', locale)],
        [meta['blog.title'], absolute('/blog', locale)],
      ]);
      expect(items).toHaveLength(3);
      expect(items[2].item).toBe(absolute(TAG, locale));
      // The tag's own crumb is its name, as the heading shows it.
      await expect(page.locator('h1')).toContainText(items[2].name);
    });

    test('a sub-page has Home › section › page, and a top-level page no trail', async ({ page }) => {
      const nodes = await structuredData(page, localizePath('/developers/techstack', locale));
      expectTrail(nodes, locale, [
        { name: home, path: '/' },
        { name: meta['developers.title'], path: '/developers' },
        { name: meta['techstack.title'], path: '/developers/techstack' },
      ]);
      expect(await structuredData(page, localizePath('/about', locale))).toEqual([]);
    });

    for (const { path, section } of [
      { path: '/developers/university', section: 'developers' },
      { path: '/builders-program', section: null },
    ]) {
      test(`${path} has FAQPage data equal to the questions and answers it shows`, async ({ page }) => {
        const nodes = await structuredData(page, localizePath(path, locale));
        const [faq] = ofType(nodes, 'FAQPage');
        expect(faq).toMatchObject({ inLanguage: LOCALE_INFO[locale].tag, url: absolute(path, locale) });
        const questions = (await page.locator('#faq summary').allTextContents()).map(normalise);
        const answers = (await page.locator('#faq details .answer').allTextContents()).map(normalise);
        expect(questions.length).toBeGreaterThanOrEqual(4);
        expect(faq.mainEntity).toEqual(
          questions.map((question, index) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answers[index] },
          })),
        );
        // The same answers are what a visitor reads once a question is opened.
        await page.locator('#faq summary').last().click();
        await expect(page.locator('#faq details .answer').last()).toBeVisible();
        await expect(page.locator('#faq details .answer').last()).toHaveText(answers.at(-1)!);
        if (section) expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(1);
        else expect(ofType(nodes, 'BreadcrumbList')).toEqual([]);
      });
    }
  });
}
