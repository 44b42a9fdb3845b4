/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectCopy as copyOfProject } from '../../scripts/lib/project-copy.mjs';
import { imageUploads, type CmsImage } from '../../src/features/cms/media';
import { LOCALES, LOCALE_INFO } from '../../src/features/i18n/locales';
import { mediaCopyPaths } from '../../src/pipeline/cms/media-copies';
import { TEST_ADMIN, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// A rebuild keeps gatsby's .cache/ and public/ (that is what makes publish → live fast). This
// holds it to a cold build. A first rebuild after a publish, an unpublish, a slug rename, a new
// translation, a tag change made from the article, and a project change reads the articles' and
// projects' fingerprints with their own fields only (the tags, chains and categories are as the
// first build read them) and again only the entries that changed (src/pipeline/cms/read.ts); a
// second after a tag renamed, a tag's articles edited from the tag's side and a chain's slug
// changed (none of which moves the articles' or projects' own updatedAt: the test checks that of
// Strapi too), and an article, a page, a project, an event, a term and a tag deleted, reads them
// with their relations. The site it leaves must be the same as a cold build of the same CMS state,
// file for file (every file of public/, calendars, media copies, search index and compressed
// copies included: a file derived from a deleted entry must go with it, issue 38 item 7), the
// unpublished, renamed and deleted entries' old URLs must be gone everywhere, and the pages the
// changes did not touch must not have been written again (issue 30, item 2).
//
// Gatsby writes public/ and .cache/ into its working directory, and the browser tests use the
// repository's public/: each build here runs in a temporary copy of the project (sources copied,
// node_modules and cms/ linked). Four builds of the seed content: ~5–8 min on 2 busy cores.
jest.setTimeout(40 * 60_000);

const ROOT = path.resolve(__dirname, '..', '..');
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');

let harness: CmsWithMail;
let token: string;
const copies: string[] = [];

/** A copy of the project to build in, removed after the tests. */
function projectCopy(name: string): string {
  const dir = copyOfProject(ROOT, name);
  copies.push(dir);
  return dir;
}

/** Builds in `cwd`; resolves with gatsby's output. */
function gatsbyBuild(cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(GATSBY, ['build'], {
      cwd,
      env: {
        ...process.env,
        CMS_URL: harness.cms.url,
        GATSBY_TELEMETRY_DISABLED: '1',
        FORCE_COLOR: '0',
        // As scripts/build.mjs (gatsbyEnv) builds: many queries in flight, merged into batches.
        GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY: '32',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`gatsby build in ${cwd} exited ${code}:\n${output.slice(-6000)}`)),
    );
  });
}

/** Every file under `dir`, relative, with `/` separators. */
function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

// What differs between two builds of the same content by construction: the build's id and time
// (builds/*), webpack's content hashes in bundle names and gatsby's compilation hash (in every
// HTML file, so also the CSP hashes of that inline script), which differ between two copies of the
// project (in other directories), and the feeds' build date. public/ also keeps the bundles of earlier builds (open tabs may
// still load them): the header files list those too, so their lines are compared as sets.
const HASHED_NAME = /-[0-9a-f]{16,}(?=\.(?:js|css|map|txt|json)\b)/g;
// A build's meta is named by its id, and public/ keeps the last builds' metas on purpose (open tabs
// of those builds still read theirs): one name stands for them all (and for their compressed copies).
const BUILD_META = /^builds\/meta\/[^/]+\.json(?=(?:\.br|\.gz)?$)/;
const normalizeName = (name: string) =>
  name.replace(HASHED_NAME, '-[hash]').replace(BUILD_META, 'builds/meta/[id].json');
type PageData = {
  result?: { data?: { locales?: { edges?: Array<{ node: { ns: string; language: string } }> } } };
};

/**
 * Page data with the translation namespaces in one order: the pages' `allLocale` queries have no
 * sort, and gatsby returns cached nodes in another order than fresh ones; the i18n plugin keys
 * them by language and namespace, so the order means nothing.
 */
function sortedLocales(text: string): string {
  const data = JSON.parse(text) as PageData;
  const edges = data.result?.data?.locales?.edges;
  if (!edges) return text;
  edges.sort((a, b) => `${a.node.language}/${a.node.ns}`.localeCompare(`${b.node.language}/${b.node.ns}`));
  return JSON.stringify(data);
}

function normalizeText(name: string, text: string): string {
  const normalized = (name.startsWith('page-data/') && name.endsWith('.json') ? sortedLocales(text) : text)
    .replace(HASHED_NAME, '-[hash]')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '[uuid]')
    .replace(/(webpackCompilationHash"?[:=])"[0-9a-f]*"/g, '$1"[hash]"')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-[hash]'")
    .replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/g, '<lastBuildDate/>')
    .replace(/"updated":"[^"]*"/g, '"updated":""')
    .replace(/<updated>[^<]*<\/updated>/g, '<updated/>');
  if (HEADER_FILES.has(name)) return [...new Set(normalized.split('\n'))].sort().join('\n');
  // The sitemap lists pages in the order gatsby holds them, which differs for cached pages.
  if (name === 'sitemap.xml') return (normalized.match(/<url>[\s\S]*?<\/url>/g) ?? []).sort().join('\n');
  // Bundles are compared by name; their sizes differ between the two copies' directories.
  if (name === 'webpack.stats.json') return normalized.replace(/"(\w*[sS]ize)":\d+/g, '"$1":0');
  return normalized;
}
const HEADER_FILES = new Set(['_headers', '_nginx-cache.map']);
const IGNORED = (name: string) => name.startsWith('builds/');
const COMPRESSED = /\.(br|gz)$/;
const TEXT = /\.(html|json|xml|txt|webmanifest)$|^_headers$|^_nginx-cache\.map$/;

/**
 * Every file of the site: normalized names → normalized text (text files) or size (others). The
 * build's own files (builds/: its id and time) and the compressed copies (of files compared here)
 * are listed without their content, so a file the build derives cannot outlive its source.
 */
function snapshot(publicDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of listFiles(publicDir)) {
    const full = path.join(publicDir, name);
    // A hashed bundle's name stands for its content.
    const value =
      IGNORED(name) || COMPRESSED.test(name) || new RegExp(HASHED_NAME.source).test(name)
        ? '[listed]'
        : TEXT.test(name)
          ? normalizeText(name, fs.readFileSync(full, 'utf8'))
          : `${fs.statSync(full).size} bytes`;
    files.set(normalizeName(name), value);
  }
  return files;
}

/** Where two texts first differ, for the failure message. */
function firstDifference(a = '', b = ''): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `${JSON.stringify(a.slice(Math.max(0, index - 120), index + 120))}\n  cold: ${JSON.stringify(
    b.slice(Math.max(0, index - 120), index + 120),
  )}`;
}

/** Each file's bytes and write time: which files a rebuild wrote. */
function fileStates(publicDir: string): Map<string, { mtimeMs: number; bytes: Buffer }> {
  return new Map(
    listFiles(publicDir).map((name) => {
      const full = path.join(publicDir, name);
      return [name, { mtimeMs: fs.statSync(full).mtimeMs, bytes: fs.readFileSync(full) }];
    }),
  );
}

const compilationHash = (publicDir: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as {
      webpackCompilationHash: string;
    }
  ).webpackCompilationHash;

async function cmsRequest(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${harness.cms.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return JSON.parse(text) as { data: { documentId: string; slug: string } };
}

type Article = { documentId: string; slug: string; title: string; tags: Array<{ slug: string }> };
async function publishedArticles(locale: string): Promise<Article[]> {
  const response = await fetch(
    `${harness.cms.url}/api/articles?locale=${locale}&pagination[pageSize]=100&fields[0]=slug&fields[1]=title&populate[tags][fields][0]=slug`,
  );
  return ((await response.json()) as { data: Article[] }).data;
}

async function publicList<T>(pathname: string): Promise<T[]> {
  return ((await (await fetch(`${harness.cms.url}${pathname}`)).json()) as { data: T[] }).data;
}

/** The published English entry's `updatedAt`, as the build reads it. */
async function updatedAt(collection: string, documentId: string): Promise<string> {
  const [entry] = await publicList<{ updatedAt: string }>(
    `/api/${collection}?locale=en&filters[documentId][$eq]=${documentId}&fields[0]=updatedAt`,
  );
  if (!entry) throw new Error(`No published ${collection} ${documentId}`);
  return entry.updatedAt;
}

/** Edits an entry's English draft in the content manager and publishes it, as an editor does. */
async function editAndPublish(uid: string, documentId: string, data: Record<string, unknown>) {
  const base = `/content-manager/collection-types/${uid}/${documentId}`;
  await cmsRequest('PUT', `${base}?locale=en`, data);
  await cmsRequest('POST', `${base}/actions/publish?locale=en`, data);
}

/** One collection's read in the build's log: entries, entries read again, what the fingerprints held. */
function readLine(output: string, collection: string) {
  const line = new RegExp(
    `CMS read ${collection} \\d+ ms \\((\\d+), (\\d+) read again, (own fields|relations)\\)`,
  ).exec(output);
  if (!line) throw new Error(`No read of ${collection} in the build's log`);
  return { entries: Number(line[1]), reread: Number(line[2]), fingerprints: line[3] };
}

/** A deleted entry: how it is named in a failure, and the files the first build derived from it. */
interface DeletedEntry {
  what: string;
  files: string[];
  /** Site paths no page, feed or calendar may link any more. */
  urls: string[];
}

type Entry = { documentId: string; slug: string };

/** A collection's published entries in English that are published in every language too. */
async function inEveryLanguage<T extends Entry>(collection: string, query = ''): Promise<T[]> {
  const [english, ...others] = await Promise.all(
    LOCALES.map((locale) =>
      publicList<T>(`/api/${collection}?locale=${locale}&pagination[pageSize]=100&fields[0]=slug${query}`),
    ),
  );
  return english.filter((entry) =>
    others.every((list) => list.some((other) => other.documentId === entry.documentId)),
  );
}

/** The page and its page data in every language (`sitePath` without locale prefix or slashes). */
const pageFiles = (sitePath: string) =>
  LOCALES.flatMap((locale) => {
    const prefix = LOCALE_INFO[locale].prefix.slice(1);
    const dir = [prefix, sitePath].filter(Boolean).join('/');
    return [`${dir}/index.html`, `page-data/${dir}/page-data.json`];
  });

/**
 * public/cms-media's copies of an image that the first build made: of its formats and their WebP
 * copies, those the pages show (a project's logo is one rendition).
 */
const mediaFiles = (image: CmsImage | null | undefined, built: ReadonlyMap<string, unknown>) =>
  [...mediaCopyPaths(imageUploads(image))]
    .map((src) => src.replace(/^\//, ''))
    .filter((file) => built.has(file));

/** Deletes an entry in every language from the content manager, as an editor does. */
async function deleteEverywhere(uid: string, documentId: string) {
  await cmsRequest('DELETE', `/content-manager/collection-types/${uid}/${documentId}?locale=*`);
}

/**
 * Deletes an article, a page, a project, an event, a term and a tag, each published in every
 * language and none of those in `keep` (documentIds the other checks use), and returns what the
 * first build derived from each: an article and an event whose images no other entry uses.
 */
async function deleteOneOfEach(
  keep: Set<string>,
  sharedCover: number,
  built: ReadonlyMap<string, unknown>,
): Promise<DeletedEntry[]> {
  const kept = (entry: Entry) => !keep.has(entry.documentId);
  type WithCover = Entry & { cover: (CmsImage & { id: number }) | null };
  const coverQuery = '&populate[cover][fields][0]=url&populate[cover][fields][1]=formats';
  const article = (
    await inEveryLanguage<WithCover & { tags: Entry[] }>(
      'articles',
      `${coverQuery}&populate[tags][fields][0]=slug&sort=date:desc`,
    )
  ).find(
    (entry) =>
      kept(entry) && entry.cover && entry.cover.id !== sharedCover && entry.tags.every((tag) => kept(tag)),
  );
  const page = (await inEveryLanguage<Entry>('pages')).find(kept);
  const project = (
    await inEveryLanguage<Entry & { logo: CmsImage | null }>(
      'projects',
      '&populate[logo][fields][0]=url&populate[logo][fields][1]=formats',
    )
  ).find((entry) => kept(entry) && entry.logo);
  const now = new Date().toISOString();
  const event = (
    await inEveryLanguage<WithCover>(
      'events',
      `${coverQuery}&filters[startsAt][$gt]=${now}&sort=startsAt:asc`,
    )
  ).find((entry) => kept(entry) && entry.cover);
  const term = (await inEveryLanguage<Entry>('terms')).find(kept);
  const tag = (await inEveryLanguage<Entry>('tags', '&filters[articles][slug][$notNull]=true')).find(kept);
  if (!article || !page || !project || !event || !term || !tag)
    throw new Error(`Nothing to delete of ${JSON.stringify({ article, page, project, event, term, tag })}`);

  await deleteEverywhere('api::article.article', article.documentId);
  await deleteEverywhere('api::page.page', page.documentId);
  await deleteEverywhere('api::project.project', project.documentId);
  await deleteEverywhere('api::event.event', event.documentId);
  await deleteEverywhere('api::term.term', term.documentId);
  await deleteEverywhere('api::tag.tag', tag.documentId);
  const eventCalendars = LOCALES.map(
    (locale) => `${LOCALE_INFO[locale].prefix.slice(1)}/events/${event.slug}.ics`,
  );
  return [
    {
      what: `article ${article.slug}`,
      files: [...pageFiles(`blog/${article.slug}`), ...mediaFiles(article.cover, built)],
      urls: [`/blog/${article.slug}`],
    },
    { what: `page ${page.slug}`, files: pageFiles(page.slug), urls: [] },
    { what: `project ${project.slug}`, files: mediaFiles(project.logo, built), urls: [] },
    {
      what: `event ${event.slug}`,
      files: [
        ...pageFiles(`events/${event.slug}`),
        ...eventCalendars.map((file) => file.replace(/^\//, '')),
        ...mediaFiles(event.cover, built),
      ],
      urls: [`/events/${event.slug}`],
    },
    // A term has no page of its own: the glossary and the search index, compared below.
    { what: `term ${term.slug}`, files: [], urls: [] },
    // Every seed tag is linked from some article's text, which stays as the editor wrote it (in a
    // cold build too): the lists that named the tag are held to the cold build's instead.
    { what: `tag ${tag.slug}`, files: pageFiles(`blog/tag/${tag.slug}`), urls: [] },
  ];
}

const ARTICLES = '/content-manager/collection-types/api::article.article';
const PROJECTS = '/content-manager/collection-types/api::project.project';

beforeAll(async () => {
  // The seed's content (with its English-only articles) is what the site is built from.
  harness = await startCmsWithMail({ tempPrefix: 'meridian-incremental-', env: { CMS_SEED: 'true' } });
  const login = await fetch(`${harness.cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  await harness?.stop();
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

test('incremental rebuilds after a publish, an unpublish, a rename, a new translation, a tag change, a project change, then a tag renamed, a tag’s articles edited from the tag, a chain’s slug changed and an article, a page, a project, an event, a term and a tag deleted, read again only what changed, equal a cold build file for file, and write only what changed', async () => {
  const incremental = projectCopy('incremental');
  await gatsbyBuild(incremental);
  const incrementalPublic = path.join(incremental, 'public');
  const firstBuild = fileStates(incrementalPublic);
  const firstHash = compilationHash(incrementalPublic);

  // English-only articles: their slug (shared by the languages) changes in one place.
  const japanese = new Set((await publishedArticles('ja')).map((article) => article.slug));
  const englishOnly = (await publishedArticles('en')).filter((article) => !japanese.has(article.slug));
  expect(englishOnly.length).toBeGreaterThanOrEqual(5);
  const [removed, renamed, translated, retagged, tagged] = englishOnly;
  for (const article of [removed, renamed])
    expect(fs.existsSync(path.join(incremental, 'public', 'blog', article.slug, 'index.html'))).toBe(true);

  const cover = (
    (await (await fetch(`${harness.cms.url}/api/articles?populate=cover&pagination[pageSize]=1`)).json()) as {
      data: Array<{ cover: { id: number } }>;
    }
  ).data[0].cover.id;
  const added = { slug: `incremental-${Date.now().toString(36)}`, title: 'Incremental build: a new article' };
  await cmsRequest('POST', `${ARTICLES}/actions/publish?locale=en`, {
    ...added,
    date: new Date().toISOString(),
    summary: 'Published between two builds.',
    author: 'Incremental test',
    cover,
    coverAlt: 'Cover',
    body: '## New\n\nA new article.',
  });
  await cmsRequest('POST', `${ARTICLES}/${removed.documentId}/actions/unpublish?locale=en`, {});
  const newSlug = `${renamed.slug}-renamed`;
  await cmsRequest('PUT', `${ARTICLES}/${renamed.documentId}?locale=en`, { slug: newSlug });
  await cmsRequest('POST', `${ARTICLES}/${renamed.documentId}/actions/publish?locale=en`, { slug: newSlug });

  // A Japanese translation of an English-only article.
  const translation = {
    slug: translated.slug,
    title: '増分ビルド：新しい翻訳',
    summary: '二つのビルドの間に翻訳されました。',
    coverAlt: 'カバー',
    body: '## 翻訳\n\n新しい翻訳です。',
  };
  await cmsRequest('PUT', `${ARTICLES}/${translated.documentId}?locale=ja`, translation);
  await cmsRequest('POST', `${ARTICLES}/${translated.documentId}/actions/publish?locale=ja`, translation);

  // Another article's tags replaced by a tag it did not have.
  const tags = await publicList<{ documentId: string; slug: string }>(
    '/api/tags?locale=en&pagination[pageSize]=100&fields[0]=slug',
  );
  const newTag = tags.find((tag) => !retagged.tags.some((old) => old.slug === tag.slug));
  if (!newTag) throw new Error(`No tag that ${retagged.slug} lacks`);
  const retag = { tags: { set: [{ documentId: newTag.documentId, locale: 'en' }] } };
  const [retaggedBefore, newTagBefore] = [
    await updatedAt('articles', retagged.documentId),
    await updatedAt('tags', newTag.documentId),
  ];
  await cmsRequest('PUT', `${ARTICLES}/${retagged.documentId}?locale=en`, retag);
  await cmsRequest('POST', `${ARTICLES}/${retagged.documentId}/actions/publish?locale=en`, retag);
  // Strapi 5 moves the article's updatedAt (its fingerprint's own fields show it), not the tag's:
  // the tags are as the first build read them.
  expect(await updatedAt('articles', retagged.documentId)).not.toBe(retaggedBefore);
  expect(await updatedAt('tags', newTag.documentId)).toBe(newTagBefore);

  // A project's English description.
  const [project] = await publicList<{ documentId: string; slug: string }>(
    '/api/projects?locale=en&pagination[pageSize]=1&fields[0]=slug',
  );
  const description = { description: `Changed between two builds (${added.slug}).` };
  await cmsRequest('PUT', `${PROJECTS}/${project.documentId}?locale=en`, description);
  await cmsRequest('POST', `${PROJECTS}/${project.documentId}/actions/publish?locale=en`, description);

  const firstRebuild = await gatsbyBuild(incremental);
  // The tags, chains and categories are as the first build read them: the fingerprints held the
  // entries' own fields only, and found the new, renamed and retagged articles and the project.
  const englishRead = readLine(firstRebuild, 'articles/en');
  expect(englishRead.fingerprints).toBe('own fields');
  expect(englishRead.reread).toBeGreaterThanOrEqual(3);
  expect(englishRead.reread).toBeLessThan(englishRead.entries / 2);
  expect(readLine(firstRebuild, 'projects/en')).toMatchObject({ fingerprints: 'own fields', reread: 1 });

  // The code did not change: neither did the bundles, so the pages the changes did not touch were
  // not written again (nor compressed, nor copied by the server's publish). Korean pages that show
  // no article (Korean lists show English-only articles as fallbacks, so its blog changed too).
  expect(compilationHash(incrementalPublic)).toBe(firstHash);
  const rebuilt = fileStates(incrementalPublic);
  const rewritten = [...rebuilt]
    .filter(([name, state]) => firstBuild.get(name)?.mtimeMs !== state.mtimeMs)
    .map(([name]) => name);
  const untouched = [...firstBuild.keys()].filter(
    (name) => /^ko\/.*\.html$/.test(name) && !/^ko\/(index\.html|blog\/|search\/)/.test(name),
  );
  expect(untouched.length).toBeGreaterThan(10);
  expect(rewritten.filter((name) => untouched.includes(name))).toEqual([]);
  // Nor was any page or page data written again with the bytes it had.
  expect(
    rewritten.filter(
      (name) =>
        /\.html$|^page-data\/.*\.json$/.test(name) &&
        firstBuild.get(name)?.bytes.equals(rebuilt.get(name)?.bytes ?? Buffer.alloc(0)),
    ),
  ).toEqual([]);

  // Edits that leave the articles' and projects' own updatedAt as it was. A tag renamed, its
  // articles untouched: they show its name.
  const [renamedTag] = await publicList<{ documentId: string; slug: string; name: string }>(
    `/api/tags?locale=en&pagination[pageSize]=1&fields[0]=slug&fields[1]=name&filters[slug][$ne]=${newTag.slug}&filters[articles][slug][$notNull]=true`,
  );
  const tagName = { name: `${renamedTag.name} (renamed)` };
  await editAndPublish('api::tag.tag', renamedTag.documentId, tagName);

  // A tag's articles edited from the tag's edit view: the article shows the tag, its updatedAt
  // stays (Strapi 5 writes the relation's rows, not the article), the tag's moves.
  const taggedTags = (await publishedArticles('en')).find((article) => article.slug === tagged.slug)!.tags;
  const sideTag = tags.find(
    (tag) =>
      ![newTag.slug, renamedTag.slug].includes(tag.slug) && !taggedTags.some((old) => old.slug === tag.slug),
  );
  if (!sideTag) throw new Error(`No tag that ${tagged.slug} lacks`);
  const [taggedBefore, sideTagBefore] = [
    await updatedAt('articles', tagged.documentId),
    await updatedAt('tags', sideTag.documentId),
  ];
  await editAndPublish('api::tag.tag', sideTag.documentId, {
    articles: { connect: [{ documentId: tagged.documentId, locale: 'en' }] },
  });
  expect(await updatedAt('articles', tagged.documentId)).toBe(taggedBefore);
  expect(await updatedAt('tags', sideTag.documentId)).not.toBe(sideTagBefore);
  expect(
    (await publishedArticles('en'))
      .find((article) => article.slug === tagged.slug)!
      .tags.map((tag) => tag.slug),
  ).toContain(sideTag.slug);

  // A chain's slug changed (the projects show their chains' slugs): the projects' updatedAt stays.
  const [chain] = await publicList<{ documentId: string; slug: string }>(
    '/api/chains?locale=en&pagination[pageSize]=1&fields[0]=slug&filters[projects][slug][$notNull]=true',
  );
  const [chainProject] = await publicList<{ documentId: string }>(
    `/api/projects?locale=en&pagination[pageSize]=1&fields[0]=slug&filters[chains][documentId][$eq]=${chain.documentId}`,
  );
  const chainProjectBefore = await updatedAt('projects', chainProject.documentId);
  const chainSlug = { slug: `${chain.slug}-renamed` };
  await editAndPublish('api::chain.chain', chain.documentId, chainSlug);
  expect(await updatedAt('projects', chainProject.documentId)).toBe(chainProjectBefore);

  // One entry of each kind deleted in every language: each had files derived from it (pages in three
  // languages, page data, feed items, calendars, images no other entry uses, search records). The
  // rebuild must leave none of them: the file lists of the two builds are compared below.
  const deleted = await deleteOneOfEach(
    new Set(
      [
        removed,
        renamed,
        translated,
        retagged,
        tagged,
        newTag,
        renamedTag,
        sideTag,
        project,
        chainProject,
      ].map((entry) => entry.documentId),
    ),
    cover,
    firstBuild,
  );
  // The first build wrote them all.
  expect(
    deleted.flatMap(({ what, files }) =>
      files.filter((file) => !firstBuild.has(file)).map((file) => `${what}: ${file}`),
    ),
  ).toEqual([]);
  expect(deleted.flatMap(({ files }) => files).length).toBeGreaterThan(20);
  // The article's, the project's and the event's images among them.
  expect(
    deleted
      .filter(({ files }) => files.some((file) => file.startsWith('cms-media/')))
      .map(({ what }) => what.split(' ')[0]),
  ).toEqual(['article', 'project', 'event']);

  const secondRebuild = await gatsbyBuild(incremental);
  // A tag and a chain changed: the fingerprints held the relations, and found the articles with
  // the renamed tag, the article given a tag from the tag's side and the projects on the chain.
  const withTags = readLine(secondRebuild, 'articles/en');
  expect(withTags.fingerprints).toBe('relations');
  expect(withTags.reread).toBeGreaterThanOrEqual(2);
  expect(withTags.reread).toBeLessThan(withTags.entries);
  const withChains = readLine(secondRebuild, 'projects/en');
  expect(withChains.fingerprints).toBe('relations');
  expect(withChains.reread).toBeGreaterThanOrEqual(1);
  expect(compilationHash(incrementalPublic)).toBe(firstHash);

  const cold = projectCopy('cold');
  await gatsbyBuild(cold);

  const coldPublic = path.join(cold, 'public');
  const after = snapshot(incrementalPublic);
  const expected = snapshot(coldPublic);
  // The same files…
  expect([...after.keys()].sort()).toEqual([...expected.keys()].sort());
  // …with the same content (HTML, page data, sitemap, feeds, …).
  const differing = [...expected].filter(([name, value]) => after.get(name) !== value).map(([name]) => name);
  expect(
    differing.slice(0, 5).map((name) => `${name}: ${firstDifference(after.get(name), expected.get(name))}`),
  ).toEqual([]);
  expect(differing).toEqual([]);

  // The new article is there; the old URLs are gone from every page, page data, sitemap and feed.
  expect(fs.existsSync(path.join(incrementalPublic, 'blog', added.slug, 'index.html'))).toBe(true);
  expect(fs.existsSync(path.join(incrementalPublic, 'blog', newSlug, 'index.html'))).toBe(true);
  expect(
    fs.readFileSync(path.join(incrementalPublic, 'ja', 'blog', translated.slug, 'index.html'), 'utf8'),
  ).toContain(translation.title);
  expect(
    fs.readFileSync(
      path.join(incrementalPublic, 'page-data', 'blog', 'tag', newTag.slug, 'page-data.json'),
      'utf8',
    ),
  ).toContain(retagged.slug);
  expect(fs.readFileSync(path.join(incrementalPublic, 'ecosystem', 'index.html'), 'utf8')).toContain(
    description.description,
  );
  expect(
    fs.readFileSync(path.join(incrementalPublic, 'blog', 'tag', renamedTag.slug, 'index.html'), 'utf8'),
  ).toContain(tagName.name);
  expect(
    fs.readFileSync(
      path.join(incrementalPublic, 'page-data', 'blog', 'tag', sideTag.slug, 'page-data.json'),
      'utf8',
    ),
  ).toContain(tagged.slug);
  expect(
    fs.readFileSync(path.join(incrementalPublic, 'page-data', 'ecosystem', 'page-data.json'), 'utf8'),
  ).toMatch(new RegExp(`"chains":\\[(?:"[^"]*",)*"${chainSlug.slug}"`));
  const files = listFiles(incrementalPublic);
  const mentions: string[] = [];
  const oldUrls = [
    ...[removed.slug, renamed.slug].map((slug) => `/blog/${slug}`),
    ...deleted.flatMap((entry) => entry.urls),
  ];
  for (const url of oldUrls) {
    const oldUrl = new RegExp(`${url}(?![a-z0-9-])`);
    // builds/meta keeps earlier builds' metas on purpose: open tabs of those builds still read them.
    for (const name of files.filter((file) => (TEXT.test(file) || file.endsWith('.ics')) && !IGNORED(file))) {
      if (oldUrl.test(fs.readFileSync(path.join(incrementalPublic, name), 'utf8')))
        mentions.push(`${name}: ${url}`);
    }
  }
  expect(mentions).toEqual([]);
  for (const slug of [removed.slug, renamed.slug]) {
    // Gatsby leaves the emptied directories; no file may remain in them.
    for (const dir of [`blog/${slug}/`, `page-data/blog/${slug}/`])
      expect(files.filter((file) => file.startsWith(dir))).toEqual([]);
  }
  // Nothing derived from a deleted entry is left: its pages, page data, calendars and images, nor
  // their compressed copies.
  const left = new Set(files);
  expect(
    deleted.flatMap(({ what, files: derived }) =>
      derived
        .flatMap((file) => [file, `${file}.br`, `${file}.gz`])
        .filter((file) => left.has(file))
        .map((file) => `${what}: ${file}`),
    ),
  ).toEqual([]);
  // The lists that named them were checked above (blog pages, tag pages, sitemap, RSS are all text
  // files of public/); and no compressed copy outlives its source.
  const present = new Set(files);
  expect(files.filter((file) => COMPRESSED.test(file) && !present.has(file.replace(COMPRESSED, '')))).toEqual(
    [],
  );
});
