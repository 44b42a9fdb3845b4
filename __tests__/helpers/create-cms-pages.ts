import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Actions, Reporter } from 'gatsby';
import type { LocaleNode } from '../../src/pipeline/content/built-messages';
import { LOCALES, type Locale } from '../../src/features/i18n/locales';
import { feedPath } from '../../src/pipeline/cms/rss';

/**
 * createCmsPages run against a stand-in for the CMS's GraphQL, from the entries of each
 * collection and language. Test files mock `src/pipeline/cms/download` and `unused-media` first
 * (their covers are not real files).
 */

type CreatePagesModule = typeof import('../../src/pipeline/cms/create-pages');

/** Strapi's maxLimit: like the CMS, the stand-in refuses larger pages. */
const CMS_MAX_LIMIT = 100;

export interface CreatedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

export function fakeCmsGraphql(entriesOf: (field: string, locale: Locale) => readonly unknown[]) {
  return jest.fn(async (query: string) => {
    // The one query of the CMS's own: every language's outdated translations at once.
    if (query.includes('outdatedTranslations'))
      return { data: { cms: { outdatedTranslations: entriesOf('outdatedTranslations', 'en') } } };
    const field = /cms \{ (\w+)\(/.exec(query)![1]!;
    const locale = /locale: "(\w+)"/.exec(query)![1] as Locale;
    const [, page, pageSize] = /pagination: \{ page: (\d+), pageSize: (\d+) \}/.exec(query)!.map(Number);
    if (pageSize! > CMS_MAX_LIMIT) return { errors: [{ message: 'pageSize over maxLimit' }] };
    const start = (page! - 1) * pageSize!;
    return { data: { cms: { [field]: entriesOf(field, locale).slice(start, start + pageSize!) } } };
  });
}

/** `Locale` nodes of the site's own translations, as gatsby-plugin-react-i18next gives the build. */
export function siteLocaleNodes(): LocaleNode[] {
  const dir = path.resolve(__dirname, '..', '..', 'locales');
  return LOCALES.flatMap((language) =>
    fs.readdirSync(path.join(dir, language)).map((file) => ({
      language,
      ns: path.basename(file, '.json'),
      data: fs.readFileSync(path.join(dir, language, file), 'utf8'),
    })),
  );
}

/** The `getNodesByType` of createPages, with the site's `Locale` nodes only. */
export const localeNodesOnly = ((type: string) => (type === 'Locale' ? siteLocaleNodes() : [])) as never;

/** Gatsby's reporter as createCmsPages uses it: warnings kept in `warnings`, a build failure thrown. */
export function recordingReporter(warnings: string[]): Reporter {
  return {
    warn: (message: string) => warnings.push(message),
    info: jest.fn(),
    panicOnBuild: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Reporter;
}

/** The pages createCmsPages creates and the warnings it gives; a failure throws. */
export async function createCmsPagesFrom(
  entriesOf: (field: string, locale: Locale) => readonly unknown[],
): Promise<{ created: CreatedPage[]; warnings: string[]; feeds: Record<Locale, string>; queries: string[] }> {
  // The build writes its caches under the working directory: keep them out of the worktree.
  const previousDir = process.cwd();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pages-'));
  const created: CreatedPage[] = [];
  const warnings: string[] = [];
  const feeds = {} as Record<Locale, string>;
  const graphql = fakeCmsGraphql(entriesOf);
  try {
    process.chdir(workDir);
    jest.resetModules();
    const { createCmsPages } = (await import('../../src/pipeline/cms/create-pages')) as CreatePagesModule;
    const actions = { createPage: (page: CreatedPage) => created.push(page) } as unknown as Actions;
    const reporter = recordingReporter(warnings);
    await createCmsPages({
      graphql: graphql as never,
      actions,
      reporter,
      getNodesByType: localeNodesOnly,
    });
    for (const locale of LOCALES) {
      const feed = path.join(workDir, 'public', feedPath(locale));
      // No feed written: an empty one, which the feed tests see as a feed without items.
      feeds[locale] = fs.existsSync(feed) ? fs.readFileSync(feed, 'utf8') : '';
    }
  } finally {
    process.chdir(previousDir);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return { created, warnings, feeds, queries: graphql.mock.calls.map(([query]) => query) };
}
