import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_EXTERNAL_HOSTS, SITE_HOSTS } from '@meridian/shared/allowed-hosts';
import { classifyHref } from '../src/features/navigation/safe-url';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#0000106avascript:alert(1)',
  'javascript&colon;alert(1)',
  '&amp;#106;avascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'blob:https://meridian.network/1234',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
  'file:///etc/passwd',
  'https://evil.example.com/phish',
  '//evil.example.com/phish',
  'https://meridian.network.evil.com/',
  'https://example/',
  'https://glimmerswap.example.evil.com/',
  'https://user:pass@docs.meridian.network/',
  '',
];

describe('classifyHref', () => {
  it.each(REFUSED)('refuses %j', (href) => {
    expect(classifyHref(href).kind).toBe('refused');
  });

  it('accepts external links only to allowed hosts', () => {
    expect(classifyHref('https://docs.meridian.network/start')).toEqual({
      kind: 'external',
      href: 'https://docs.meridian.network/start',
    });
    expect(classifyHref('https://x.com/meridian_network').kind).toBe('external');
    expect(classifyHref('https://x.com/a', ['github.com']).kind).toBe('refused');
  });

  it("holds the site's code to its own hosts and an entry's links to the CMS's list, which every page's modules leave out", () => {
    expect(classifyHref('https://lu.ma/meridian-tokyo').kind).toBe('refused');
    expect(classifyHref('https://lu.ma/meridian-tokyo', ALLOWED_EXTERNAL_HOSTS).kind).toBe('external');
    expect(ALLOWED_EXTERNAL_HOSTS.slice(0, SITE_HOSTS.length)).toEqual(SITE_HOSTS);
    // What Link and site.ts load (the app chunk, every page) never imports the long list.
    for (const file of [
      'src/features/navigation/safe-url.ts',
      'src/components/ui/Link.tsx',
      'src/config/site.ts',
      'packages/shared/src/link-rules.ts',
    ]) {
      expect(fs.readFileSync(path.join(__dirname, '..', file), 'utf8')).not.toMatch(
        /from '[^']*allowed-hosts(\.js)?'/,
      );
    }
  });

  it('allows every subdomain of a `*.domain` entry, and only those', () => {
    const allowed = ['*.example', 'x.com'];
    expect(classifyHref('https://glimmerswap.example/', allowed).kind).toBe('external');
    expect(classifyHref('https://app.glimmerswap.example/', allowed).kind).toBe('external');
    expect(classifyHref('https://example/', allowed).kind).toBe('refused');
    expect(classifyHref('https://notexample/', allowed).kind).toBe('refused');
    expect(classifyHref('https://glimmerswap.example.com/', allowed).kind).toBe('refused');
    expect(classifyHref('https://www.x.com/', allowed).kind).toBe('refused');
  });

  it('treats site paths, the site origin and hashes as internal', () => {
    expect(classifyHref('/about')).toEqual({ kind: 'internal', path: '/about', search: '', hash: '' });
    expect(classifyHref('/community#agent-program')).toEqual({
      kind: 'internal',
      path: '/community',
      search: '',
      hash: '#agent-program',
    });
    expect(classifyHref('https://meridian.network/blog?page=2').kind).toBe('internal');
    expect(classifyHref('#main')).toEqual({ kind: 'hash', href: '#main' });
  });

  it('recognises files and contact links', () => {
    expect(classifyHref('/brand/meridian-brand-kit.zip')).toEqual({
      kind: 'file',
      href: '/brand/meridian-brand-kit.zip',
    });
    expect(classifyHref('mailto:hello@meridian.network').kind).toBe('contact');
    expect(classifyHref('tel:+41000000').kind).toBe('contact');
    expect(classifyHref('/ja/events.ics')).toEqual({ kind: 'file', href: '/ja/events.ics' });
  });

  it("allows calendar subscriptions (webcal://) to the site's own feeds only", () => {
    expect(classifyHref('webcal://meridian.network/ko/events/community/ko.ics')).toEqual({
      kind: 'file',
      href: 'webcal://meridian.network/ko/events/community/ko.ics',
    });
    expect(classifyHref('webcal://calendar.evil.test/events.ics').kind).toBe('refused');
    expect(classifyHref('webcal://meridian.network/events').kind).toBe('refused');
  });
});
