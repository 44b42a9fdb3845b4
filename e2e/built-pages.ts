import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../src/features/i18n/locales';

const publicDir = path.resolve(__dirname, '../public');

/** Pages of the CMS templates, which the route table does not list (their paths come from content). */
export const CMS_TEMPLATES = {
  article: 'component---src-templates-blog-post-tsx',
  tag: 'component---src-templates-blog-tag-tsx',
  page: 'component---src-templates-cms-page-tsx',
} as const;

function pageDataFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pageDataFiles(full, out);
    else if (entry.name === 'page-data.json') out.push(full);
  }
  return out;
}

let cache: Array<{ url: string; template: string }> | undefined;

/** Every built page with its template, from public/page-data (sorted by path). */
export function builtPages(): Array<{ url: string; template: string }> {
  cache ??= pageDataFiles(path.join(publicDir, 'page-data'))
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
  return cache;
}

function localeOf(url: string): Locale {
  const first = url.split('/')[1] as Locale;
  return (LOCALES as readonly string[]).includes(first) && first !== 'en' ? first : 'en';
}

/**
 * One page of each CMS template (an article, a tag page, a generic CMS page) in every language,
 * e.g. `{ kind: 'article', locale: 'ja', url: '/ja/blog/…' }`. Empty for a template with no
 * page in a language.
 */
export function cmsTemplatePages(): Array<{ kind: keyof typeof CMS_TEMPLATES; locale: Locale; url: string }> {
  const out: Array<{ kind: keyof typeof CMS_TEMPLATES; locale: Locale; url: string }> = [];
  for (const [kind, template] of Object.entries(CMS_TEMPLATES) as Array<
    [keyof typeof CMS_TEMPLATES, string]
  >) {
    for (const locale of LOCALES) {
      const page = builtPages().find(
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
export function pagePerTemplateAndLanguage(): Array<{ url: string; template: string }> {
  const seen = new Set<string>();
  return builtPages().filter(({ url, template }) => {
    if (url.endsWith('.html') || url.includes('dev-404-page') || /(^|\/)500$/.test(url)) return false;
    const key = `${template.replace(/-content-file-path-.*$/, '')} ${localeOf(url)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
