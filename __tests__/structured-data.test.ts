/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import {
  buildersFaq,
  buildersFigures,
  translatorFromData,
  universityFaq,
  universityFaqFigures,
} from '../src/features/developers/faq';
import { BUILDERS_FAQ, UNIVERSITY_FAQ } from '../src/config/developers';
import { breadcrumbAncestors } from '../src/config/routes';
import { EXTERNAL_LINKS, SITE, SOCIAL_LINKS } from '../src/config/site';
import { LOCALES, LOCALE_INFO } from '../src/features/i18n/locales';
import type { LocaleData } from '../src/features/i18n/messages';
import {
  ORGANIZATION_ID,
  articleJsonLd,
  breadcrumbListJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from '../src/features/seo/structured-data';
import { inlineScriptHashes } from '@meridian/shared/headers';
import developersEn from '../locales/en/developers.json';
import metaJa from '../locales/ja/meta.json';

const labels = (current: string) => ({
  home: 'Home',
  current,
  routeTitle: (key: string) => (metaJa as Record<string, string>)[`${key}.title`],
});

describe('Organization and WebSite', () => {
  it('names the foundation with its URL, square logo and social profiles from the site config', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': ORGANIZATION_ID,
      name: SITE.foundation,
      url: SITE.url,
      logo: `${SITE.url}/icons/icon-512.png`,
    });
    expect(organization.sameAs).toEqual(SOCIAL_LINKS.map((link) => EXTERNAL_LINKS[link.key]));
  });

  it.each(LOCALES)('describes the %s site under its own prefix and language tag', (locale) => {
    const site = webSiteJsonLd(locale, 'Meridian');
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Meridian',
      url: `${SITE.url}${LOCALE_INFO[locale].prefix || '/'}`,
      inLanguage: LOCALE_INFO[locale].tag,
      publisher: { '@id': ORGANIZATION_ID },
    });
  });
});

describe('breadcrumbs', () => {
  it('a sub-page reads Home › section › page, with absolute URLs in the page language', () => {
    const trail = breadcrumbTrail(
      '/developers/university',
      breadcrumbAncestors('/developers/university'),
      labels('大学'),
    );
    expect(trail.map((crumb) => crumb.name)).toEqual([
      'Home',
      (metaJa as Record<string, string>)['developers.title'],
      '大学',
    ]);
    expect(breadcrumbListJsonLd(trail, 'ja').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE.url}/ja` },
      {
        '@type': 'ListItem',
        position: 2,
        name: (metaJa as Record<string, string>)['developers.title'],
        item: `${SITE.url}/ja/developers`,
      },
      { '@type': 'ListItem', position: 3, name: '大学', item: `${SITE.url}/ja/developers/university` },
    ]);
  });

  it('a tag page skips /blog/tag, which is no page: Home › Blog › tag', () => {
    const trail = breadcrumbTrail(
      '/blog/tag/research',
      breadcrumbAncestors('/blog/tag/research'),
      labels('Research'),
    );
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: (metaJa as Record<string, string>)['blog.title'], path: '/blog' },
      { name: 'Research', path: '/blog/tag/research' },
    ]);
    expect(breadcrumbListJsonLd(trail, 'ko').itemListElement).toContainEqual(
      expect.objectContaining({ position: 3, item: `${SITE.url}/ko/blog/tag/research` }),
    );
  });

  it('an article reads Home › Blog › article; top-level pages and the home page have no trail', () => {
    expect(
      breadcrumbTrail('/blog/hello-world', breadcrumbAncestors('/blog/hello-world'), labels('Hello')).map(
        (crumb) => crumb.path,
      ),
    ).toEqual(['/', '/blog', '/blog/hello-world']);
    expect(breadcrumbTrail('/about', breadcrumbAncestors('/about'), labels('About'))).toEqual([]);
    expect(breadcrumbTrail('/', breadcrumbAncestors('/'), labels('Home'))).toEqual([]);
  });
});

describe('FAQPage', () => {
  const data: LocaleData = {
    locales: {
      edges: [{ node: { ns: 'developers', language: 'en', data: JSON.stringify(developersEn) } }],
    },
  } as unknown as LocaleData;
  const t = translatorFromData(data, 'developers', 'en');

  it('carries every question and answer of the page, with figures filled in', () => {
    const university = universityFaq(t, universityFaqFigures('en'));
    expect(university.map((entry) => entry.id)).toEqual([...UNIVERSITY_FAQ]);
    const time = university.find((entry) => entry.id === 'time')!;
    expect(time.answer).toContain('at least 80%');
    expect(time.answer).not.toContain('{{');
    const builders = buildersFaq(t, buildersFigures('en'));
    expect(builders.map((entry) => entry.id)).toEqual([...BUILDERS_FAQ]);
    expect(builders.find((entry) => entry.id === 'amount')!.answer).toContain('$50,000');

    const faq = faqPageJsonLd(builders, '/builders-program', 'ko');
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      inLanguage: 'ko-KR',
      url: `${SITE.url}/ko/builders-program`,
    });
    expect(faq.mainEntity).toEqual(
      builders.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    );
  });
});

describe('serializeJsonLd', () => {
  const hostile = 'Launch </script><script>alert(1)</script> <!-- day';
  const article = articleJsonLd({
    title: hostile,
    summary: 'a < b',
    author: 'Aiko',
    datePublished: '2026-11-01',
    contentLocale: 'en',
    image: '/cms-media/cover.jpg',
    path: '/blog/launch',
    locale: 'ja',
  });

  it('cannot close the script element or open a comment, and still parses to the same text', () => {
    const json = serializeJsonLd(article);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(article);
    expect((JSON.parse(json) as { headline: string }).headline).toBe(hostile);
  });

  it('an article names its language, publisher and absolute page and image URLs', () => {
    expect(article).toMatchObject({
      '@type': 'Article',
      inLanguage: 'en-US',
      dateModified: '2026-11-01',
      publisher: { '@id': ORGANIZATION_ID, name: SITE.foundation },
      image: [`${SITE.url}/cms-media/cover.jpg`],
      mainEntityOfPage: `${SITE.url}/ja/blog/launch`,
    });
  });
});

describe('CSP hashes', () => {
  const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

  it('cover the page scripts and leave JSON-LD data blocks out', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "x"</script>',
      '<script type="text/javascript">window.b=2</script>',
      `<script type="application/ld+json">${serializeJsonLd(organizationJsonLd())}</script>`,
      '<script data-type="x" type=application/json>{"c":3}</script>',
      '<script src="/app.js"></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "x"'), sha('window.b=2')]);
  });
});
