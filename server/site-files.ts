// One build directory as the site server serves it: its files, read once, and each page's CSP.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { htmlCandidates, pageContentSecurityPolicy } from '@meridian/shared/headers';

/** Everything the server needs to know about one build directory. */
export interface Site {
  root: string;
  /** Each page's Content-Security-Policy, by its file (`/ja/about/index.html`). */
  csp: Map<string, string>;
  serveStatic: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  /** The files a request may resolve to (compressed copies excepted). */
  sources: Set<string>;
}

/** Every file of a build, as `/relative/path`. */
function listFiles(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** Everything the server needs to know about one build directory, read once. */
export function loadSite(publicDir: string, https = false): Site {
  const root = requireBuild(publicDir);
  const files = listFiles(root);
  const csp = new Map<string, string>();
  for (const file of files.filter(isHtml)) {
    csp.set(file, pageContentSecurityPolicy(fs.readFileSync(path.join(root, file), 'utf8'), https));
  }
  return siteOf(root, csp, files);
}

/**
 * The same, without blocking the server: a rebuild's directory is read while requests keep
 * being answered (a blocked event loop holds every open connection and, past the keep-alive
 * timeout, resets them).
 */
export async function loadSiteAsync(publicDir: string, https = false): Promise<Site> {
  const root = requireBuild(publicDir);
  const csp = new Map<string, string>();
  const files = await listFilesAsync(root);
  const pages = files.filter(isHtml);
  for (let index = 0; index < pages.length; index += 1) {
    const html = await fs.promises.readFile(path.join(root, pages[index]), 'utf8');
    csp.set(pages[index], pageContentSecurityPolicy(html, https));
    // Let waiting requests through every few pages: hashing is quick but not free.
    if (index % 25 === 24) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return siteOf(root, csp, files);
}

function requireBuild(publicDir: string): string {
  const root = path.resolve(publicDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  return root;
}

async function listFilesAsync(dir: string, base = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.promises.readdir(path.join(dir, base), { withFileTypes: true })) {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFilesAsync(dir, rel)));
    else out.push(rel);
  }
  return out;
}

const isHtml = (file: string) => file.endsWith('.html');
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * `sources` holds the files a request may resolve to: every file except compressed copies, which
 * sirv picks in their place for a browser that accepts them. A copy without its source (left by
 * an older build) is never served: the request answers as if neither existed.
 */
function siteOf(root: string, csp: Map<string, string>, files: string[]): Site {
  const serveStatic = sirv(root, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });
  const sources = new Set(files.filter((file) => !COMPRESSED_COPY.test(file)));
  return { root, csp, serveStatic, sources };
}

/** Whether a path names a file of the build as sirv resolves it (`/a`, `/a.html`, `/a/index.html`). */
export function hasSource(site: Site, pathname: string): boolean {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return [base, `${base}.html`, `${base}/index.html`].some((candidate) => site.sources.has(candidate));
}

/** The HTML file a clean URL resolves to, as sirv resolves it. */
export function htmlFileFor(site: Site, pathname: string): string | undefined {
  return htmlCandidates(pathname).find((candidate) => site.csp.has(candidate));
}

/** A status page (404, 500) in the language of the path: each locale's build has its own `/{locale}/{status}.html`. */
export function statusPageFile(site: Site, pathname: string, status: number): string {
  const localized = `/${pathname.split('/')[1]}/${status}.html`;
  return site.csp.has(localized) ? localized : `/${status}.html`;
}
