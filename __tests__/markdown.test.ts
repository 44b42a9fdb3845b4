/**
 * @jest-environment node
 */
import { renderMarkdown, slugify } from '../src/pipeline/cms/markdown';
import { termMatcher } from '../src/pipeline/cms/term-definitions';
import { mediaPath, srcSet } from '../src/features/cms/media';

// Payloads an attacker could put in a CMS entry; none may reach the page as markup or a live link.
const PAYLOADS: Array<[string, RegExp]> = [
  ['<script>alert(1)</script>', /<script|alert\(1\)/i],
  ['<img src=x onerror="alert(1)">', /onerror|<img/i],
  ['<a href="javascript:alert(1)">click</a>', /javascript:|<a /i],
  ['[click](javascript:alert(1))', /javascript:|<a /i],
  ['[click](JaVaScRiPt:alert(1))', /javascript:|<a /i],
  ['[click](&#106;avascript:alert(1))', /avascript|<a /i],
  ['[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', /data:|<a /i],
  ['[v](vbscript:msgbox(1))', /vbscript|<a /i],
  ['<iframe src="https://evil.example.com"></iframe>', /<iframe|evil/i],
  ['<svg><script>alert(1)</script></svg>', /<svg|<script|alert/i],
  ['<svg onload="alert(1)"><circle r="1"/></svg>', /<svg|onload/i],
  ['<p onclick="alert(1)">hi</p>', /onclick/i],
  ['<a href="https://evil.example.com/phish">prize</a>', /evil\.example|<a /i],
  ['<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
  ['<style>body{display:none}</style>', /<style|display:none/i],
  ['<form action="https://evil.example.com"><input name="pw"></form>', /<form|<input/i],
  ['![pixel](https://tracker.example.com/p.gif)', /tracker|<img/i],
  ['<div style="background:url(javascript:alert(1))">x</div>', /style=|javascript/i],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /javascript|<math/i],
];

describe('renderMarkdown sanitizes untrusted CMS content', () => {
  it.each(PAYLOADS)('neutralizes %s', (payload, forbidden) => {
    const { html } = renderMarkdown(`Intro\n\n${payload}\n\nOutro`, 'en');
    expect(html).not.toMatch(forbidden);
    expect(html).toContain('Outro');
  });

  it('keeps refused link text as plain text', () => {
    const { html } = renderMarkdown('[the docs](javascript:alert(1)) are here', 'en');
    expect(html).toContain('<span data-refused-link>the docs</span>');
    expect(html).not.toContain('<a');
  });
});

describe('renderMarkdown structure', () => {
  const markdown = [
    '# Title inside the body',
    'Text with a [site link](/ecosystem) and [docs](https://docs.meridian.network/start).',
    '## Getting started',
    '- one',
    '- two',
    '## Getting started',
    '### ステーキングの仕組み',
    '```ts',
    'const x: number = 1;',
    '```',
    '![A cover](/uploads/cover_abc123.png)',
  ].join('\n\n');

  it('gives headings stable anchors (also for Japanese) and builds the table of contents', () => {
    const first = renderMarkdown(markdown, 'ja');
    const second = renderMarkdown(markdown, 'ja');
    expect(first).toEqual(second);
    expect(first.toc).toEqual([
      { id: 'title-inside-the-body', text: 'Title inside the body', depth: 2 },
      { id: 'getting-started', text: 'Getting started', depth: 2 },
      { id: 'getting-started-2', text: 'Getting started', depth: 2 },
      { id: 'ステーキングの仕組み', text: 'ステーキングの仕組み', depth: 3 },
    ]);
    expect(first.html).not.toContain('<h1');
    expect(first.html).toContain('<h3 id="ステーキングの仕組み">');
  });

  it('prefixes site links with the language and opens allowed hosts in a new tab', () => {
    const { html } = renderMarkdown(markdown, 'ko');
    expect(html).toContain('<a href="/ko/ecosystem">site link</a>');
    expect(html).toContain(
      '<a href="https://docs.meridian.network/start" target="_blank" rel="noopener noreferrer">docs</a>',
    );
  });

  it('keeps a calendar subscription to the site’s own feed as a link, and refuses another site’s', () => {
    // The link rules (and the CMS on save) accept it: the page must not show it as dead text.
    const { html } = renderMarkdown(
      '[Subscribe](webcal://meridian.network/ko/events/community/ko.ics) [theirs](webcal://calendar.evil.test/events.ics)',
      'ko',
    );
    expect(html).toContain('<a href="webcal://meridian.network/ko/events/community/ko.ics">Subscribe</a>');
    expect(html).toContain('<span data-refused-link>theirs</span>');
  });

  it('keeps lists and code, and serves images from the site, lazily', () => {
    const { html } = renderMarkdown(markdown, 'en');
    expect(html).toMatch(/<ul>\s*<li>(<p>)?one/);
    expect(html).toContain('<code class="language-ts">');
    expect(html).toContain(
      '<img src="/cms-media/cover_abc123.png" alt="A cover" loading="lazy" decoding="async" />',
    );
  });
});

describe('slugify', () => {
  it('keeps letters of every script and drops punctuation', () => {
    expect(slugify('What is dApp staking?')).toBe('what-is-dapp-staking');
    expect(slugify('디앱 스테이킹이란?')).toBe('디앱-스테이킹이란');
    expect(slugify('!!!')).toBe('section');
  });
});

describe('media paths', () => {
  it('maps CMS uploads into the site and refuses anything else', () => {
    expect(mediaPath('/uploads/logo_x1.png')).toBe('/cms-media/logo_x1.png');
    expect(mediaPath('http://127.0.0.1:1337/uploads/logo_x1.png')).toBe('/cms-media/logo_x1.png');
    expect(mediaPath('https://tracker.example.com/uploads/p.gif')).toBeNull();
    expect(mediaPath('/uploads/../secret')).toBeNull();
  });

  it('builds a srcset from the formats, narrowest first', () => {
    expect(
      srcSet({
        url: '/uploads/c.png',
        width: 1600,
        height: 900,
        formats: {
          small: { url: '/uploads/small_c.png', width: 500, height: 281 },
          thumbnail: { url: '/uploads/thumbnail_c.png', width: 245, height: 138 },
        },
      }),
    ).toBe('/cms-media/thumbnail_c.png 245w, /cms-media/small_c.png 500w, /cms-media/c.png 1600w');
  });
});

describe('images in markdown', () => {
  it('get their width and height when the build knows them, and stay lazy', () => {
    const { html } = renderMarkdown(
      '![A chart](/uploads/chart_1a2b.png) ![Other](/uploads/other.png)',
      'en',
      (src) => (src === '/cms-media/chart_1a2b.png' ? { width: 1200, height: 630 } : undefined),
    );
    expect(html).toContain(
      '<img src="/cms-media/chart_1a2b.png" alt="A chart" loading="lazy" decoding="async" width="1200" height="630" />',
    );
    expect(html).toMatch(
      /<img src="\/cms-media\/other\.png" alt="Other" loading="lazy" decoding="async" \/>/,
    );
  });
});

// The draft preview's options (server/preview-content.ts PREVIEW_OPTIONS): made by the renderer,
// not by editing its HTML afterwards; the build passes none and its output is what the tests above hold.
describe('renderMarkdown for the draft preview', () => {
  const relay = (name: string) => `/__preview/media?file=${encodeURIComponent(name)}&v=1`;
  const body = [
    '![chart](/uploads/chart_cd34.png) ![logo](/uploads/logo_ef56.svg)',
    '[the report](/uploads/report_ab12.pdf), [a page](/developers), [mail](mailto:team@meridian.network),',
    '[the contents](#first) and [the forum](https://forum.meridian.network/)',
    '',
    '```html',
    '<img src="/cms-media/chart_cd34.png"> <a href="/developers">',
    '```',
  ].join('\n');

  it('loads media through the given URL, and leaves code that names a media path as written', () => {
    const { html } = renderMarkdown(body, 'en', undefined, undefined, { mediaUrl: relay });
    expect(html).toContain('<img src="/__preview/media?file=chart_cd34.png&amp;v=1" alt="chart"');
    expect(html).toContain('<img src="/__preview/media?file=logo_ef56.svg&amp;v=1" alt="logo"');
    expect(html).toContain('<a href="/__preview/media?file=report_ab12.pdf&amp;v=1">the report</a>');
    expect(html).not.toMatch(/<(img|a|source) [^>]*"\/cms-media\//);
    expect(html).toContain('&lt;img src="/cms-media/chart_cd34.png"&gt;');
  });

  it('leaves out the WebP copies no build has made', () => {
    expect(renderMarkdown(body, 'en').html).toContain('<source type="image/webp"');
    const { html } = renderMarkdown(body, 'en', undefined, undefined, { webpSources: false });
    expect(html).not.toMatch(/<source|<picture/);
    expect(html).toContain(
      '<img src="/cms-media/chart_cd34.png" alt="chart" loading="lazy" decoding="async" />',
    );
  });

  it('opens links to other pages in a new tab, not in-page links or ones that already have a target', () => {
    const terms = termMatcher(
      [{ slug: 'forum', term: 'forum', aliases: [], definition: 'A place to talk.' }],
      'en',
    );
    const { html } = renderMarkdown(`${body}\n\nAsk the forum.`, 'en', undefined, terms, {
      linksInNewTab: true,
    });
    const newTab = 'target="_blank" rel="noopener noreferrer"';
    expect(html).toContain(`<a href="/developers" ${newTab}>a page</a>`);
    expect(html).toContain(`<a href="/cms-media/report_ab12.pdf" ${newTab}>the report</a>`);
    expect(html).toContain(`<a href="mailto:team@meridian.network" ${newTab}>mail</a>`);
    expect(html).toMatch(
      new RegExp(`<a href="/glossary#forum" class="glossary-term" [^>]*${newTab}>forum</a>`),
    );
    expect(html).toContain('<a href="#first">the contents</a>');
    expect(html).toContain(`<a href="https://forum.meridian.network/" ${newTab}>the forum</a>`);
    expect(html.match(/target=/g)).toHaveLength(5);
    expect(html).toContain('&lt;a href="/developers"&gt;');
  });
});
