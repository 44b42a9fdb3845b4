// The site's rules for links: every link of the site goes through them
// (src/features/navigation/safe-url.ts) and the CMS refuses, when an editor saves, a link they
// would drop (cms/src/content-rules/). The host list is the caller's: allowed-hosts.ts's, or
// site-hosts.ts's for the links the site's code carries (no module here imports the long one).

/** What the site does with a link. */
export type LinkTarget =
  | { kind: 'internal'; path: string; hash: string; search: string }
  | { kind: 'hash'; href: string }
  | { kind: 'file'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string }
  | { kind: 'refused'; reason: string };

/**
 * Schemes that are refused whatever else is allowed (spec §5: javascript:, data:, blob:,
 * vbscript:).
 */
export const FORBIDDEN_SCHEMES: readonly string[] = ['javascript', 'data', 'blob', 'vbscript'];

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  amp: '&',
  lpar: '(',
  rpar: ')',
};

/** Decodes the HTML character references an attacker may use to hide a scheme (`&#106;avascript:`). */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value; // most hrefs: nothing to decode
  let previous: string;
  let current = value;
  // Repeat so that double-encoded payloads (`&amp;#106;`) are unwrapped too.
  do {
    previous = current;
    current = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1].toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    });
  } while (current !== previous);
  return current;
}

function safeDecodeURIComponent(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The scheme a browser would see, after the tricks browsers forgive (case, controls, spaces). */
function effectiveScheme(raw: string): string | null {
  const cleaned = safeDecodeURIComponent(decodeEntities(raw))
    // Browsers strip ASCII whitespace and control characters before parsing a URL's scheme.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '')
    .toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? match[1] : null;
}

const FILE_EXTENSION = /\.(zip|pdf|svg|png|jpe?g|webp|gif|xml|txt|json|ico|mp4|webm|ics)$/i;

/** An entry is a host (`x.com`) or, with a leading `*.`, every subdomain of a domain (`*.example`). */
export function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const candidate = host.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.')
      ? candidate.endsWith(allowed.slice(1)) && candidate.length > allowed.length - 1
      : candidate === allowed,
  );
}

/**
 * Sorts an href into what the site may do with it (safe-url.ts's classifyHref, which every link of
 * the site goes through; the CMS refuses a refused one on save).
 * @param siteUrl the site's origin: absolute links to it are the site's own
 */
export function classifyLink(raw: string, allowedHosts: readonly string[], siteUrl: string): LinkTarget {
  const href = raw.trim();
  if (!href) return { kind: 'refused', reason: 'empty' };
  const scheme = effectiveScheme(href);
  if (scheme && FORBIDDEN_SCHEMES.includes(scheme)) return { kind: 'refused', reason: `${scheme}: URL` };
  if (scheme === 'mailto' || scheme === 'tel') return { kind: 'contact', href };
  // A calendar subscription (webcal://, RFC 5545 feeds over https): only the site's own feeds.
  if (scheme === 'webcal') {
    const feed = /^webcal:\/\/([^/?#]+)(\/[^?#]*\.ics)$/i.exec(href);
    return feed && feed[1].toLowerCase() === new URL(siteUrl).host
      ? { kind: 'file', href }
      : { kind: 'refused', reason: 'webcal: URL of another site' };
  }
  if (href.startsWith('#')) return { kind: 'hash', href };

  const isAbsolute = scheme === 'http' || scheme === 'https' || href.startsWith('//');
  if (scheme && !isAbsolute) return { kind: 'refused', reason: `${scheme}: scheme` };
  if (/^[/\\]{2}/.test(href) && !href.startsWith('//')) return { kind: 'refused', reason: 'ambiguous host' };

  let url: URL;
  try {
    url = new URL(href, siteUrl);
  } catch {
    return { kind: 'refused', reason: 'malformed URL' };
  }
  if (isAbsolute && url.host !== new URL(siteUrl).host) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: 'scheme' };
    if (url.username || url.password) return { kind: 'refused', reason: 'credentials in URL' };
    return isAllowedHost(url.host, allowedHosts)
      ? { kind: 'external', href: url.toString() }
      : { kind: 'refused', reason: `host ${url.host} is not allowed` };
  }
  if (FILE_EXTENSION.test(url.pathname))
    return { kind: 'file', href: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'internal', path: url.pathname, search: url.search, hash: url.hash };
}
