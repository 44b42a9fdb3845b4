// The README's promise, built: adding a language is one code file plus its translations. In a
// temporary copy of the project, `de` is added to packages/shared/src/locales.ts (no other code is
// touched), its translations are started from the English ones the way a translator would
// (locales/de/, content/**/*.de.mdx), and the site is built against a running CMS that has no
// German entries. Then every page of the English site exists under /de with lang="de" (articles:
// the English one under the "not translated yet" banner), every language switcher lists the
// four languages, the sitemap and the pages' alternates name /de, and every page of the reference
// build (en, ja, ko) is still there. Exits 1 listing what is wrong.
//
//   CMS_URL=http://127.0.0.1:1337 node scripts/fourth-locale-check.mjs [--against public]
//
// Without CMS_URL it starts the development CMS. `npm test` runs it inside the PostgreSQL build
// check (scripts/db/postgres-build-check.mjs), whose CMS is up already: no CMS start of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_LOCALE, LOCALES } from '@meridian/shared/locales';
import { startCms } from './cms/cms-process.mjs';
import { developmentCmsEnv } from './cms/dev-env.mjs';
import { gatsbyBuildIn } from './lib/gatsby-build-in.mjs';
import { projectCopy } from './lib/project-copy.mjs';

const ADDED = {
  code: 'de',
  info: "{ tag: 'de-DE', ogLocale: 'de_DE', nativeName: 'Deutsch', prefix: '/de' }",
};
const ALL_CODES = [...LOCALES, ADDED.code].sort();
/** Shown at most, per kind of problem. */
const LISTED = 8;

/**
 * The one code edit: `de` appended to LOCALES and LOCALE_INFO, as a developer would write it.
 * @param {string} source packages/shared/src/locales.ts
 */
export function addLocaleToSource(source) {
  const list = /export const LOCALES = \[([^\]]*)\] as const;/;
  const info = /(export const LOCALE_INFO: Record<Locale, LocaleInfo> = \{\n[\s\S]*?)(\n\};)/;
  if (!list.test(source) || !info.test(source))
    throw new Error(
      'packages/shared/src/locales.ts no longer has the LOCALES / LOCALE_INFO this check edits',
    );
  return source
    .replace(list, (_, codes) => `export const LOCALES = [${codes}, '${ADDED.code}'] as const;`)
    .replace(info, (_, head, tail) => `${head}\n  ${ADDED.code}: ${ADDED.info},${tail}`);
}

/**
 * The translator's start: the English files copied under the new code (locales/en/, and every
 * `.en.mdx` file under content/: legal pages, brand licence, about timeline).
 * @param {string} dir the project copy
 */
function addTranslations(dir) {
  fs.cpSync(path.join(dir, 'locales', DEFAULT_LOCALE), path.join(dir, 'locales', ADDED.code), {
    recursive: true,
  });
  const content = path.join(dir, 'content');
  for (const file of fs.readdirSync(content, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.en.mdx'))
      fs.copyFileSync(
        path.join(content, file),
        path.join(content, file.replace(/\.en\.mdx$/, `.${ADDED.code}.mdx`)),
      );
}

/**
 * Every HTML page of a built site by its path (`/`, `/about`, `/ja/blog/x`).
 * @param {string} site
 * @returns {Map<string, string>} path → file
 */
export function sitePages(site) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(site, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '~partytown', '_gatsby'].includes(entry.name)) walk(relative);
      } else if (entry.name.endsWith('.html')) {
        const page = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        pages.set(page.length > 1 ? page.replace(/\/$/, '') : page, path.join(site, relative));
      }
    }
  };
  walk('');
  return pages;
}

/** @param {string} page */
const languageOf = (page) =>
  [...LOCALES, ADDED.code].find(
    (code) => code !== DEFAULT_LOCALE && (page === `/${code}` || page.startsWith(`/${code}/`)),
  ) ?? DEFAULT_LOCALE;

/** @param {string} page an English page's path */
const inAddedLanguage = (page) => `/${ADDED.code}${page === '/' ? '' : page}`;

/** An article's page (`/blog/{slug}`), not a tag's or a list's. */
const ARTICLE_PAGE = /^\/blog\/(?!tag\/|page\/)[^/]+$/;

/**
 * What is wrong with the four-language build in `site`, given the reference build's pages and the
 * new language's "not translated yet" banner text (the CMS has no German article: every German
 * article page shows the English one under it).
 * @param {string} site
 * @param {Map<string, string> | null} reference
 * @param {string} fallbackBanner
 * @returns {string[]}
 */
export function fourthLocaleProblems(site, reference, fallbackBanner) {
  const pages = sitePages(site);
  /** @type {Record<string, string[]>} */
  const found = { missing: [], lang: [], switcher: [], banner: [], reference: [], alternates: [] };
  const english = [...pages.keys()].filter((page) => languageOf(page) === DEFAULT_LOCALE);
  for (const page of english) {
    const translated = pages.get(inAddedLanguage(page));
    if (!translated) found.missing.push(inAddedLanguage(page));
    else if (ARTICLE_PAGE.test(page) && !fs.readFileSync(translated, 'utf8').includes(fallbackBanner))
      found.banner.push(inAddedLanguage(page));
  }
  if (!english.some((page) => ARTICLE_PAGE.test(page))) found.banner.push('no article page to look at');
  let switchers = 0;
  for (const [page, file] of pages) {
    const html = fs.readFileSync(file, 'utf8');
    if (languageOf(page) === ADDED.code && !new RegExp(`<html[^>]*\\slang="${ADDED.code}"`, 'i').test(html))
      found.lang.push(page);
    // The switcher's links: `<a … hreflang="ja" …>日本語</a>`, one per language.
    const linked = [...new Set([...html.matchAll(/<a\s[^>]*hreflang="([^"]+)"/gi)].map((match) => match[1]))];
    if (linked.length) {
      switchers += 1;
      if (linked.sort().join() !== ALL_CODES.join()) found.switcher.push(`${page} (${linked.join(', ')})`);
    }
  }
  if (!switchers) found.switcher.push('no page has a language switcher');
  for (const page of ['/', inAddedLanguage('/')]) {
    const html = pages.has(page) ? fs.readFileSync(/** @type {string} */ (pages.get(page)), 'utf8') : '';
    if (!new RegExp(`<link[^>]*hreflang="${ADDED.code}"`, 'i').test(html))
      found.alternates.push(`${page}: no hreflang="${ADDED.code}" alternate`);
  }
  const sitemap = path.join(site, 'sitemap.xml');
  const xml = fs.existsSync(sitemap) ? fs.readFileSync(sitemap, 'utf8') : '';
  if (!new RegExp(`<loc>[^<]*/${ADDED.code}</loc>`).test(xml))
    found.alternates.push(`sitemap.xml: no /${ADDED.code} page`);
  if (!xml.includes(`hreflang="${ADDED.code}"`))
    found.alternates.push(`sitemap.xml: no hreflang="${ADDED.code}" alternate`);
  for (const page of reference?.keys() ?? []) if (!pages.has(page)) found.reference.push(page);

  const titles = {
    missing: `English pages with no /${ADDED.code} page`,
    lang: `/${ADDED.code} pages without lang="${ADDED.code}"`,
    banner: `/${ADDED.code} article pages without the "not translated yet" banner`,
    switcher: `language switchers not listing ${ALL_CODES.join(', ')}`,
    alternates: 'sitemap and alternates',
    reference: 'pages of the reference build missing',
  };
  return Object.entries(found)
    .filter(([, list]) => list.length)
    .map(
      ([kind, list]) =>
        `${titles[/** @type {keyof typeof titles} */ (kind)]} (${list.length}): ${list.slice(0, LISTED).join(', ')}${list.length > LISTED ? ', …' : ''}`,
    );
}

/**
 * Adds the language in a project copy, builds it against `cmsUrl` and checks the result.
 * @param {{ root: string, cmsUrl: string, against?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ problems: string[], pages: number }>}
 */
export async function fourthLocaleCheck({ root, cmsUrl, against, log = console.log }) {
  const copy = projectCopy(root, 'fourth-locale', { ownSharedPackage: true });
  try {
    const locales = path.join(copy, 'packages', 'shared', 'src', 'locales.ts');
    fs.writeFileSync(locales, addLocaleToSource(fs.readFileSync(locales, 'utf8')));
    addTranslations(copy);
    const shared = spawnSync(process.execPath, ['build.mjs'], {
      cwd: path.join(copy, 'packages', 'shared'),
      encoding: 'utf8',
    });
    if (shared.status !== 0)
      throw new Error(`packages/shared did not build with ${ADDED.code}:\n${shared.stdout}${shared.stderr}`);
    const started = Date.now();
    await gatsbyBuildIn(copy, cmsUrl);
    log(
      `Site with a fourth language (${ADDED.code}) built in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const reference = against && fs.existsSync(path.join(against, 'index.html')) ? sitePages(against) : null;
    const site = path.join(copy, 'public');
    const banner = JSON.parse(fs.readFileSync(path.join(copy, 'locales', ADDED.code, 'blog.json'), 'utf8'));
    return {
      problems: fourthLocaleProblems(site, reference, banner['post.fallback']),
      pages: sitePages(site).size,
    };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { against: { type: 'string', default: 'public' } } });
  const root = process.cwd();
  let cms = null;
  let cmsUrl = process.env.CMS_URL;
  if (!cmsUrl) {
    console.log('CMS_URL is not set: starting the development CMS for this check…');
    cms = await startCms({ env: developmentCmsEnv({ SERVE_ADMIN_PANEL: 'false' }), timeoutMs: 300_000 });
    cmsUrl = cms.url;
  }
  try {
    const { problems, pages } = await fourthLocaleCheck({
      root,
      cmsUrl,
      against: path.resolve(values.against),
    });
    if (problems.length) {
      console.error(
        `Adding ${ADDED.code} to locales.ts did not give a site in ${ALL_CODES.length} languages:\n${problems.join('\n')}`,
      );
      process.exitCode = 1;
    } else
      console.log(`A fourth language from locales.ts and its translations: ${pages} pages, all checks pass.`);
  } finally {
    await cms?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`Fourth-language build check: ${error.message}`);
    process.exit(1);
  });
}
