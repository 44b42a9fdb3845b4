// The response headers of `npm start`'s server, written into the build for a static host or CDN:
// public/_headers (Netlify's format, which Cloudflare Pages also reads) and, for nginx
// (deploy/nginx.conf), public/_nginx-csp.map, public/_nginx-cache.map and
// public/_nginx-disposition.map. The CSP of a page
// carries the hashes of its own inline scripts, so these rules are per page and per build; they
// come from the same functions the server uses (packages/shared/src/headers.ts).
import fs from 'fs/promises';
import path from 'path';
import {
  baseHeaders,
  headersForFile,
  htmlCandidates,
  pageContentSecurityPolicy,
} from '@meridian/shared/headers';
import { sameStamp, stampOf, type FileStamp } from './output-files';

export const HEADERS_FILE = '_headers';
export const NGINX_CSP_MAP = '_nginx-csp.map';
export const NGINX_CACHE_MAP = '_nginx-cache.map';
export const NGINX_DISPOSITION_MAP = '_nginx-disposition.map';
/** Files of the build that are not served as themselves and get no rule. */
const NOT_SERVED = /\.(br|gz)$|^\/_headers$|^\/_nginx-[a-z]+\.map$/;

export interface HeaderRule {
  /** A URL path, or `/dir/*` for everything below a directory. */
  path: string;
  headers: Record<string, string>;
}

interface BuildFile {
  /** `/ja/about/index.html`: the path below the build directory, as a URL path. */
  file: string;
  headers: Record<string, string>;
  /** The URLs the server answers with this file: the file itself and, for a page, its clean URL. */
  urls: string[];
  /** A page's size and write time, and whether it was read (not unchanged since the cache). */
  stamp?: FileStamp;
  read?: boolean;
}

async function walk(dir: string, base = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = `${base}/${entry.name}`;
      return entry.isDirectory() ? walk(dir, rel) : Promise.resolve([rel]);
    }),
  );
  return nested.flat();
}

/** `/ja/about/index.html` → `/ja/about`, `/404.html` → `/404`, `/index.html` → `/`. */
export function cleanUrl(htmlFile: string): string {
  if (htmlFile === '/index.html') return '/';
  return htmlFile.endsWith('/index.html') ? htmlFile.slice(0, -'/index.html'.length) : htmlFile.slice(0, -5);
}

/**
 * Each page's policy as the previous build computed it, with the page's size and write time, and
 * the policy of a page without inline scripts: the policy's other inputs (https, the CMS's origin,
 * the tag manager), so that a cache written under other ones is not used.
 */
export interface PolicyCache {
  base: string;
  pages: Record<string, { csp: string } & FileStamp>;
}

async function readPolicyCache(file: string, base: string): Promise<PolicyCache['pages']> {
  try {
    const cache = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<PolicyCache>;
    if (cache.base !== base || !cache.pages || typeof cache.pages !== 'object') return {};
    return cache.pages;
  } catch {
    return {};
  }
}

/**
 * Every served file of a build with the headers the server sends for it. A page's policy hashes
 * its inline scripts, so every page is read, except one whose size and write time are those in
 * `cache` (unchanged since the previous build: its policy is the one recorded).
 */
export async function buildFiles(
  publicDir: string,
  https = true,
  cache: PolicyCache['pages'] = {},
): Promise<BuildFile[]> {
  const files = (await walk(publicDir)).filter((file) => !NOT_SERVED.test(file)).sort();
  const html = new Set(files.filter((file) => file.endsWith('.html')));
  return Promise.all(
    files.map(async (file) => {
      if (!html.has(file)) return { file, headers: headersForFile(file, { https }), urls: [file] };
      const stamp = await stampOf(path.join(publicDir, file));
      const recorded = cache[file];
      const unchanged =
        recorded !== undefined && sameStamp(recorded, stamp) && typeof recorded.csp === 'string';
      const csp = unchanged
        ? recorded.csp
        : pageContentSecurityPolicy(await fs.readFile(path.join(publicDir, file), 'utf8'), https);
      const clean = cleanUrl(file);
      // The clean URL belongs to this file only if the server resolves it here (`/404` → 404.html).
      const owner = htmlCandidates(clean).find((candidate) => html.has(candidate));
      return {
        file,
        headers: headersForFile(file, { https, csp }),
        urls: owner === file ? [clean, file] : [file],
        stamp,
        read: !unchanged,
      };
    }),
  );
}

function without(headers: Record<string, string>, common: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !(name in common)));
}

/**
 * The rules of `_headers`. A static host applies every rule whose path matches and joins the
 * values of a header set by two of them, so no header is set twice for one URL: `/*` has the
 * headers every response carries, each page and asset URL has its Cache-Control (and a page its
 * CSP), and a directory with no page whose files share one Cache-Control gets one `/dir/*` rule
 * with the headers they share, and a rule per file for the rest.
 */
export function headerRules(files: BuildFile[], https = true): HeaderRule[] {
  const common = baseHeaders(https);
  const pageUrls = files.filter((entry) => entry.file.endsWith('.html')).flatMap((entry) => entry.urls);
  // Netlify matches paths case-insensitively, and `/dir/*` matches `/dir` too.
  const clashesWithPage = (dir: string) =>
    pageUrls.some((url) => {
      const lower = url.toLowerCase();
      return lower === dir.toLowerCase() || lower.startsWith(`${dir.toLowerCase()}/`);
    });
  const rules: HeaderRule[] = [{ path: '/*', headers: common }];
  const pages = files.filter((entry) => entry.file.endsWith('.html'));
  for (const entry of pages) {
    for (const url of entry.urls) rules.push({ path: url, headers: without(entry.headers, common) });
  }

  const assets = files.filter((entry) => !entry.file.endsWith('.html'));
  const emit = (dir: string, entries: BuildFile[]) => {
    // The headers all of the directory's files send alike go in its `/dir/*` rule, the others
    // (an SVG's Content-Disposition among /cms-media/'s images) in a rule of the file's own.
    const shared = Object.fromEntries(
      Object.entries(without(entries[0]?.headers ?? {}, common)).filter(([name, value]) =>
        entries.every((entry) => entry.headers[name] === value),
      ),
    );
    if (dir && 'Cache-Control' in shared && !clashesWithPage(dir)) {
      rules.push({ path: `${dir}/*`, headers: shared });
      for (const entry of entries) {
        const own = without(without(entry.headers, common), shared);
        if (Object.keys(own).length) rules.push({ path: entry.file, headers: own });
      }
      return;
    }
    const subdirs = new Map<string, BuildFile[]>();
    for (const entry of entries) {
      const rest = entry.file.slice(dir.length + 1);
      const slash = rest.indexOf('/');
      if (slash === -1) {
        rules.push({ path: entry.file, headers: without(entry.headers, common) });
      } else {
        const sub = `${dir}/${rest.slice(0, slash)}`;
        subdirs.set(sub, [...(subdirs.get(sub) ?? []), entry]);
      }
    }
    for (const [sub, subEntries] of subdirs) emit(sub, subEntries);
  };
  emit('', assets);
  return rules;
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join('')}`,
  );
  return `# Generated by plugins/site-output/headers-file.ts from packages/shared/src/headers.ts: edit those.\n${blocks.join('\n')}`;
}

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon === -1) throw new Error(`Malformed _headers line: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Netlify's matching: `:name` is one segment, `*` anything, a trailing slash optional, any case. */
function ruleRegExp(rulePath: string): RegExp {
  const parts = rulePath
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part
        .split('*')
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'i');
}

/**
 * The headers a host following `_headers` sends for a URL path: those of every matching rule,
 * the values of a header set by several rules joined with ", " (as Netlify and Cloudflare do).
 */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!ruleRegExp(rule.path).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = name in result ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

const SAFE_MAP_KEY = /^\/[^\s"'\\$;{}]*$/;
const quote = (value: string) => `"${value}"`;

/**
 * nginx `map` bodies keyed by `$uri`: after `try_files` found a file, `$uri` is that file
 * (`/ja/about/index.html`); the clean URLs are listed as well.
 */
export function nginxMaps(files: BuildFile[]): { csp: string; cache: string; disposition: string } {
  const csp: string[] = [];
  const cache: string[] = [];
  // The CMS media copies that are downloads (packages/shared/src/headers.ts cmsMediaHeaders).
  const disposition: string[] = [];
  for (const entry of files) {
    const keys = entry.urls.filter((url) => SAFE_MAP_KEY.test(url));
    for (const key of keys) {
      cache.push(`${quote(key)} ${quote(entry.headers['Cache-Control'])};`);
      const policy = entry.headers['Content-Security-Policy'];
      if (policy) csp.push(`${quote(key)} ${quote(policy)};`);
      const download = entry.headers['Content-Disposition'];
      if (download) disposition.push(`${quote(key)} ${quote(download)};`);
    }
  }
  const header = '# Generated by plugins/site-output/headers-file.ts; included by deploy/nginx.conf.\n';
  const body = (lines: string[]) => `${header}${lines.join('\n')}\n`;
  return { csp: body(csp), cache: body(cache), disposition: body(disposition) };
}

/**
 * Writes public/_headers and the nginx maps for a finished build; the host serves over https.
 * With `cacheFile`, each page's policy is kept there for the next build.
 */
export async function writeHostHeaders(
  publicDir: string,
  { cacheFile }: { cacheFile?: string } = {},
): Promise<{ rules: number; pages: number; read: number }> {
  const base = pageContentSecurityPolicy('', true);
  const files = await buildFiles(publicDir, true, cacheFile ? await readPolicyCache(cacheFile, base) : {});
  const pages = files.filter((entry) => entry.file.endsWith('.html'));
  if (cacheFile) {
    const cache: PolicyCache = { base, pages: {} };
    for (const { file, stamp, headers } of pages)
      if (stamp) cache.pages[file] = { csp: headers['Content-Security-Policy'], ...stamp };
    await fs.mkdir(path.dirname(cacheFile), { recursive: true });
    await fs.writeFile(cacheFile, JSON.stringify(cache));
  }
  const rules = headerRules(files, true);
  const maps = nginxMaps(files);
  await Promise.all([
    fs.writeFile(path.join(publicDir, HEADERS_FILE), formatHeadersFile(rules)),
    fs.writeFile(path.join(publicDir, NGINX_CSP_MAP), maps.csp),
    fs.writeFile(path.join(publicDir, NGINX_CACHE_MAP), maps.cache),
    fs.writeFile(path.join(publicDir, NGINX_DISPOSITION_MAP), maps.disposition),
  ]);
  return { rules: rules.length, pages: pages.length, read: pages.filter((entry) => entry.read).length };
}
