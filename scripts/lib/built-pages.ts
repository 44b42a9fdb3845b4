import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/features/i18n/locales';

/** Pages of the CMS templates, which the route table does not list (their paths come from content). */
export const CMS_TEMPLATES = {
  article: 'component---src-templates-blog-post-tsx',
  tag: 'component---src-templates-blog-tag-tsx',
  page: 'component---src-templates-cms-page-tsx',
} as const;

export interface BuiltPage {
  url: string;
  /** Gatsby's chunk name of the page's template, e.g. `component---src-pages-index-tsx`. */
  template: string;
}

function pageDataFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pageDataFiles(full, out);
    else if (entry.name === 'page-data.json') out.push(full);
  }
  return out;
}

const cache = new Map<string, BuiltPage[]>();

/** Every page of a build with its template, from `{publicDir}/page-data` (sorted by path). */
export function builtPages(publicDir: string): BuiltPage[] {
  const cached = cache.get(publicDir);
  if (cached) return cached;
  const pages = pageDataFiles(path.join(publicDir, 'page-data'))
    .map((file) => {
      const rel = path
        .relative(path.join(publicDir, 'page-data'), path.dirname(file))
        .split(path.sep)
        .join('/');
      const { componentChunkName } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        componentChunkName: string;
      };
      return { url: rel === 'index' ? '/' : `/${rel}`, template: componentChunkName };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
  cache.set(publicDir, pages);
  return pages;
}

export function localeOf(url: string): Locale {
  const first = url.split('/')[1];
  return LOCALES.find((locale) => locale === first && locale !== DEFAULT_LOCALE) ?? DEFAULT_LOCALE;
}

/** A template's name without the MDX file Gatsby appends to it (one template, many files). */
export function templateName(template: string): string {
  return template.replace(/-content-file-path-.*$/, '');
}

/**
 * One page of each CMS template (an article, a tag page, a generic CMS page) in every language,
 * e.g. `{ kind: 'article', locale: 'ja', url: '/ja/blog/…' }`. Empty for a template with no
 * page in a language.
 */
export function cmsTemplatePages(
  publicDir: string,
): Array<{ kind: keyof typeof CMS_TEMPLATES; locale: Locale; url: string }> {
  const out: Array<{ kind: keyof typeof CMS_TEMPLATES; locale: Locale; url: string }> = [];
  for (const [kind, template] of Object.entries(CMS_TEMPLATES) as Array<
    [keyof typeof CMS_TEMPLATES, string]
  >) {
    for (const locale of LOCALES) {
      const page = builtPages(publicDir).find(
        (entry) => entry.template === template && localeOf(entry.url) === locale,
      );
      if (page) out.push({ kind, locale, url: page.url });
    }
  }
  return out;
}

/**
 * The first built page of every template in every language (`/`, `/ja`, `/blog/…`, …), without
 * Gatsby's copies of the status pages (`/404.html`, the dev 404) and the 500 page.
 */
export function pagePerTemplateAndLanguage(publicDir: string): BuiltPage[] {
  const seen = new Set<string>();
  return builtPages(publicDir).filter(({ url, template }) => {
    if (url.endsWith('.html') || url.includes('dev-404-page') || /(^|\/)500$/.test(url)) return false;
    const key = `${templateName(template)} ${localeOf(url)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
