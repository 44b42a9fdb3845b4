// Site search (issue 18): a Pagefind index of the built HTML, written to public/pagefind/ before
// the build's files are precompressed. Pagefind splits it into one index per `<html lang>`.
import fs from 'fs/promises';
import path from 'path';
import { LOCALES, LOCALE_INFO, type Locale } from '../../src/features/i18n/locales';

export const SEARCH_INDEX_DIR = 'pagefind';

/** A page search engines are told not to index (sign-in pages, untranslated fallbacks, 404). */
const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

/** List pages after the first repeat the summaries of the articles they list. */
const PAGED_LIST = /\/page\/\d+\/index\.html$/;

export interface DirectoryProject {
  slug: string;
  name: string;
  description?: string | null;
  categories?: readonly string[];
}

/** The projects of one language's directory, from the page data the build wrote for it. */
export async function directoryProjects(publicDir: string, locale: Locale): Promise<DirectoryProject[]> {
  const prefix = LOCALE_INFO[locale].prefix;
  const file = path.join(publicDir, 'page-data', `${prefix}/ecosystem`.replace(/^\//, ''), 'page-data.json');
  const data = JSON.parse(await fs.readFile(file, 'utf8')) as {
    result?: { pageContext?: { directory?: { projects?: DirectoryProject[] } } };
  };
  return data.result?.pageContext?.directory?.projects ?? [];
}

/** The directory filtered to one project: the URL a project result opens. */
export function projectUrl(locale: Locale, name: string): string {
  return `${LOCALE_INFO[locale].prefix}/ecosystem?q=${encodeURIComponent(name)}`;
}

/** `ja/about/index.html` → `/ja/about`: the site's URLs have no trailing slash. */
export function pageUrl(relativeFile: string): string {
  const url = `/${relativeFile}`.replace(/(\/index)?\.html$/, '');
  return url || '/';
}

/** Whether a built HTML file belongs in the index: public, and not a repeat of a list page. */
export function isSearchable(relativeFile: string, html: string): boolean {
  if (!relativeFile.endsWith('.html') || PAGED_LIST.test(relativeFile)) return false;
  return !NOINDEX.test(html);
}

async function htmlFiles(dir: string, base = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, base), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory())
        return rel === SEARCH_INDEX_DIR || rel === 'page-data' ? [] : htmlFiles(dir, rel);
      return Promise.resolve(entry.name.endsWith('.html') ? [rel] : []);
    }),
  );
  return nested.flat();
}

/**
 * Pagefind's Node API is an ES module only, and Gatsby compiles gatsby-node to CommonJS, turning
 * `import()` into a `require()` that its package refuses; a Function's `import()` stays native.
 */
const importPagefind = new Function('specifier', 'return import(specifier)').bind(
  null,
  'pagefind',
) as () => Promise<typeof import('pagefind')>;

export interface SearchIndexSummary {
  pages: number;
  projects: number;
  skipped: number;
}

/**
 * Indexes every public page of `publicDir` and each language's directory projects, and writes
 * the index to `publicDir/pagefind` (replacing the previous one, so an unpublished article is
 * gone from search after its rebuild). Pages are added one by one rather than with
 * addDirectory: which pages are public is written in each page's robots meta tag, which
 * Pagefind does not read.
 */
export async function writeSearchIndex(publicDir: string): Promise<SearchIndexSummary> {
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    let skipped = 0;
    for (const file of await htmlFiles(publicDir)) {
      const content = await fs.readFile(path.join(publicDir, file), 'utf8');
      if (!isSearchable(file, content)) {
        skipped += 1;
        continue;
      }
      const added = await index.addHTMLFile({ url: pageUrl(file), content });
      if (added.errors.length)
        throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    let projects = 0;
    for (const locale of LOCALES) {
      for (const project of await directoryProjects(publicDir, locale)) {
        const added = await index.addCustomRecord({
          url: projectUrl(locale, project.name),
          content: [project.name, project.description ?? ''].join('. '),
          language: locale,
          meta: { title: project.name },
          filters: { type: ['project'] },
        });
        if (added.errors.length)
          throw new Error(`Pagefind could not index ${project.slug}: ${added.errors.join('; ')}`);
        projects += 1;
      }
    }
    const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
    await fs.rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length)
      throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return { pages, projects, skipped };
  } finally {
    await pagefind.close();
  }
}
