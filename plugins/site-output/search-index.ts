// Site search (issue 18): a Pagefind index of the built HTML, written to public/pagefind/ before
// the build's files are precompressed. Pagefind splits it into one index per `<html lang>`.
import fs from 'fs/promises';
import path from 'path';
import type { GlossarySection } from '../../src/features/glossary/order';
import { LOCALES, LOCALE_INFO, type Locale } from '../../src/features/i18n/locales';
import { listFiles } from './output-files';
import type { PagefindIndex } from 'pagefind';
import { timed, type StepTimes } from './step-times';

export const SEARCH_INDEX_DIR = 'pagefind';

/** Every file under `dir` (none if it does not exist), relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const files = await listFiles(dir).catch(() => []);
  return files.map((file) => path.relative(dir, file));
}

/**
 * Puts the files of `next` in `target`, except those `target` already holds byte for byte: those
 * keep their write time, so the server's publish links them from the live build instead of
 * copying them (Pagefind names its fragments by content, and a publish changes a few of the
 * seed's ~600). Removes `target`'s files that `next` lacks, then `next`.
 */
export async function replaceChangedFiles(next: string, target: string): Promise<{ written: number }> {
  const nextFiles = await filesUnder(next);
  let written = 0;
  for (const file of nextFiles) {
    const [fresh, current] = await Promise.all([
      fs.readFile(path.join(next, file)),
      fs.readFile(path.join(target, file)).catch(() => null),
    ]);
    if (current?.equals(fresh)) continue;
    await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await fs.rename(path.join(next, file), path.join(target, file));
    written += 1;
  }
  const kept = new Set(nextFiles);
  for (const file of await filesUnder(target)) {
    if (!kept.has(file)) await fs.rm(path.join(target, file));
  }
  await fs.rm(next, { recursive: true, force: true });
  return { written };
}

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

/** The page context the build wrote for one language's page at `sitePath` (`/ecosystem`). */
async function pageContextOf<Context>(
  publicDir: string,
  locale: Locale,
  sitePath: string,
): Promise<Context | undefined> {
  const prefix = LOCALE_INFO[locale].prefix;
  const file = path.join(publicDir, 'page-data', `${prefix}${sitePath}`.replace(/^\//, ''), 'page-data.json');
  const data = JSON.parse(await fs.readFile(file, 'utf8')) as { result?: { pageContext?: Context } };
  return data.result?.pageContext;
}

/** The projects of one language's directory, from the page data the build wrote for it. */
export async function directoryProjects(publicDir: string, locale: Locale): Promise<DirectoryProject[]> {
  const context = await pageContextOf<{ directory?: { projects?: DirectoryProject[] } }>(
    publicDir,
    locale,
    '/ecosystem',
  );
  return context?.directory?.projects ?? [];
}

export interface IndexedTerm {
  slug: string;
  term: string;
  definition: string;
}

/** The terms of one language's glossary, from the page data of its /glossary. */
export async function glossaryTerms(publicDir: string, locale: Locale): Promise<IndexedTerm[]> {
  const context = await pageContextOf<{ sections?: GlossarySection[] }>(publicDir, locale, '/glossary');
  return (context?.sections ?? []).flatMap((section) => section.terms);
}

/** A term's entry on its language's /glossary: the URL a term result opens. */
export function termUrl(locale: Locale, slug: string): string {
  return `${LOCALE_INFO[locale].prefix}/glossary#${slug}`;
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
 * The files' text in their order, with up to `ahead` of the next ones already being read: one
 * read at a time waits on the thread pool for each of a large catalogue's ~4,000 pages.
 */
async function* readAhead(
  dir: string,
  files: readonly string[],
  ahead: number,
): AsyncGenerator<[file: string, content: string]> {
  // Slot `position % ahead` holds the read of the file at `position` until it is replaced.
  const slots: Array<Promise<string>> = [];
  const read = (position: number) => {
    if (position >= files.length) return;
    const content = fs.readFile(path.join(dir, files[position]), 'utf8');
    // Awaited in turn below; one that fails after an earlier failure must not go unhandled.
    content.catch(() => undefined);
    slots[position % ahead] = content;
  };
  for (let position = 0; position < ahead; position += 1) read(position);
  for (const [position, file] of files.entries()) {
    const content = await slots[position % ahead];
    read(position + ahead);
    yield [file, content];
  }
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
  terms: number;
  skipped: number;
  /** Index files written (the others were already there, byte for byte). */
  files: number;
  /** Where the time went: reading the pages, Pagefind parsing them, the custom records, writing. */
  steps: StepTimes;
}

/** Requests sent to Pagefind before the first of them is answered (see PagefindRequests). */
export const PAGEFIND_REQUESTS_IN_FLIGHT = 16;

/**
 * Indexes every public page of `publicDir` and each language's directory projects, and writes
 * the index to `publicDir/pagefind` (replacing the previous one, so an unpublished article is
 * gone from search after its rebuild; files that did not change are left as they were). Pages are added one by one rather than with
 * addDirectory: which pages are public is written in each page's robots meta tag, which
 * Pagefind does not read.
 */
export async function writeSearchIndex(
  publicDir: string,
  { requestsInFlight = PAGEFIND_REQUESTS_IN_FLIGHT }: { requestsInFlight?: number } = {},
): Promise<SearchIndexSummary> {
  const steps: StepTimes = {};
  const pagefind = await importPagefind();
  const { index, errors } = await timed(steps, 'start', () => pagefind.createIndex({}));
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    let skipped = 0;
    const requests = new PagefindRequests(requestsInFlight);
    await timed(steps, 'read and add pages', async () => {
      // In one order whatever the file system's: a page's number in the index follows it.
      const files = (await htmlFiles(publicDir)).sort();
      for await (const [file, content] of readAhead(publicDir, files, requestsInFlight)) {
        if (!isSearchable(file, content)) {
          skipped += 1;
          continue;
        }
        await requests.send(file, () => index.addHTMLFile({ url: pageUrl(file), content }));
        pages += 1;
      }
      await requests.settle();
    });
    const { projects, terms } = await timed(steps, 'records', () =>
      addRecords(index, publicDir, requestsInFlight),
    );
    const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
    const nextPath = `${outputPath}.next`;
    await fs.rm(nextPath, { recursive: true, force: true });
    const written = await timed(steps, 'write', () => index.writeFiles({ outputPath: nextPath }));
    if (written.errors.length)
      throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    const { written: files } = await timed(steps, 'keep unchanged', () =>
      replaceChangedFiles(nextPath, outputPath),
    );
    return { pages, projects, terms, skipped, files, steps };
  } finally {
    await pagefind.close();
  }
}

/**
 * Requests to Pagefind's service, several on their way at once. The service reads its requests
 * in the order they were written and handles them one after another, so the pages keep their
 * order (a page's number in the index) while this process reads and encodes the next ones
 * instead of waiting for each answer. Fails with the first request Pagefind refused.
 */
export class PagefindRequests {
  private readonly pending: Array<Promise<Error | null>> = [];

  constructor(private readonly limit = PAGEFIND_REQUESTS_IN_FLIGHT) {}

  /** Sends a request now; waits for the oldest answer while `limit` are unanswered. */
  async send(what: string, request: () => Promise<{ errors: string[] }>): Promise<void> {
    this.pending.push(
      request().then(
        ({ errors }) =>
          errors.length ? new Error(`Pagefind could not index ${what}: ${errors.join('; ')}`) : null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    );
    while (this.pending.length >= this.limit) await this.settleOldest();
  }

  /** Waits for every answer. */
  async settle(): Promise<void> {
    while (this.pending.length) await this.settleOldest();
  }

  private async settleOldest(): Promise<void> {
    const error = await this.pending.shift();
    if (error) throw error;
  }
}

/** Each language's directory projects and glossary terms, as records of their own. */
async function addRecords(
  index: PagefindIndex,
  publicDir: string,
  requestsInFlight: number,
): Promise<{ projects: number; terms: number }> {
  const requests = new PagefindRequests(requestsInFlight);
  let projects = 0;
  for (const locale of LOCALES) {
    for (const project of await directoryProjects(publicDir, locale)) {
      await requests.send(project.slug, () =>
        index.addCustomRecord({
          url: projectUrl(locale, project.name),
          content: [project.name, project.description ?? ''].join('. '),
          language: locale,
          meta: { title: project.name },
          filters: { type: ['project'] },
        }),
      );
      projects += 1;
    }
  }
  // Each glossary term is a result of its own, opening its entry (the page's term list is
  // left out of the page's own record, data-pagefind-ignore, so that it is not found twice).
  let terms = 0;
  for (const locale of LOCALES) {
    for (const term of await glossaryTerms(publicDir, locale)) {
      await requests.send(`the term ${term.slug}`, () =>
        index.addCustomRecord({
          url: termUrl(locale, term.slug),
          content: [term.term, term.definition].join('. '),
          language: locale,
          meta: { title: term.term },
          filters: { type: ['term'] },
        }),
      );
      terms += 1;
    }
  }
  await requests.settle();
  return { projects, terms };
}
