const fs = require('fs');
const path = require('path');
const { DEFAULT_LOCALE, LOCALES } = require('@meridian/shared/locales');
const { coverSvg, logoSvg, renderPng } = require('./images');

const DATA_DIR = path.resolve(__dirname, '..', '..', 'seed', 'data');
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * A seed data file, as written (seed/data/*.json).
 * @param {string} name
 * @returns {any}
 */
function readJson(name) {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, name), 'utf8'));
}

function readArticles() {
  return fs
    .readdirSync(DATA_DIR)
    .filter((file) => /^articles-.*\.json$/.test(file))
    .sort()
    .flatMap((file) => readJson(file));
}

/**
 * Uploads an image once: a file of the same name is reused, so seeding twice adds nothing.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {string} name
 * @param {string} svg
 * @param {string} alternativeText
 */
async function uploadOnce(strapi, name, svg, alternativeText) {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return existing;
  const file = await renderPng(svg, name);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: { fileInfo: { name, alternativeText } }, files: file });
  fs.rmSync(path.dirname(file.filepath), { recursive: true, force: true });
  return uploaded;
}

/**
 * Creates a published document with its English version and the given translations, unless a
 * document with the same slug exists; missing translations of an existing one are added.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {string} uid
 * @param {string} slug
 * @param {Record<string, Record<string, unknown>>} byLocale data per locale, `en` required
 */
async function upsertLocalized(strapi, uid, slug, byLocale) {
  const documents = strapi.documents(/** @type {any} */ (uid));
  let created = 0;
  let document = await documents.findFirst({ filters: { slug }, locale: 'en', status: 'draft' });
  if (!document) {
    document = await documents.create({ locale: 'en', data: byLocale.en, status: 'published' });
    created += 1;
  }
  for (const locale of OTHER_LOCALES) {
    if (!byLocale[locale]) continue;
    const existing = await documents.findOne({ documentId: document.documentId, locale, status: 'draft' });
    if (existing) continue;
    await documents.update({ documentId: document.documentId, locale, data: byLocale[locale] });
    await documents.publish({ documentId: document.documentId, locale });
    created += 1;
  }
  return { documentId: document.documentId, created };
}

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function seedTaxonomy(strapi) {
  const taxonomy = readJson('taxonomy.json');
  /** @type {Record<'tags' | 'chains' | 'categories', Record<string, string>>} */
  const ids = { tags: {}, chains: {}, categories: {} };
  const targets = { tags: 'api::tag.tag', chains: 'api::chain.chain', categories: 'api::category.category' };
  let created = 0;
  for (const kind of /** @type {const} */ (['tags', 'chains', 'categories'])) {
    for (const entry of taxonomy[kind]) {
      const byLocale = Object.fromEntries(
        Object.entries(entry.name).map(([locale, name]) => [locale, { name, slug: entry.slug }]),
      );
      const result = await upsertLocalized(strapi, targets[kind], entry.slug, byLocale);
      ids[kind][entry.slug] = result.documentId;
      created += result.created;
    }
  }
  return { ids, created };
}

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {Record<string, string>} tagIds document ids by slug
 */
async function seedArticles(strapi, tagIds) {
  let created = 0;
  for (const article of readArticles()) {
    const cover = await uploadOnce(
      strapi,
      `cover-${article.slug}.png`,
      coverSvg(article.slug),
      article.translations.en.coverAlt,
    );
    const tags = article.tags.map((/** @type {string} */ slug) => {
      if (!tagIds[slug]) throw new Error(`Seed article ${article.slug} uses unknown tag ${slug}`);
      return tagIds[slug];
    });
    const byLocale = Object.fromEntries(
      Object.entries(article.translations).map(([locale, text]) => [
        locale,
        {
          slug: article.slug,
          date: article.publishedAt,
          author: article.author,
          cover: cover.id,
          tags,
          title: text.title,
          summary: text.summary,
          coverAlt: text.coverAlt,
          body: text.body.replace(/\]\(cover\)/g, `](${cover.url})`),
        },
      ]),
    );
    created += (await upsertLocalized(strapi, 'api::article.article', article.slug, byLocale)).created;
  }
  return created;
}

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {Record<string, string>} chainIds document ids by slug
 * @param {Record<string, string>} categoryIds document ids by slug
 */
async function seedProjects(strapi, chainIds, categoryIds) {
  let created = 0;
  for (const project of readJson('projects.json')) {
    const logo = await uploadOnce(
      strapi,
      `logo-${project.slug}.png`,
      logoSvg(project.slug),
      `${project.name} logo`,
    );
    const shared = {
      name: project.name,
      slug: project.slug,
      website: project.website,
      logo: logo.id,
      xUrl: project.socials?.x ?? null,
      githubUrl: project.socials?.github ?? null,
      discordUrl: project.socials?.discord ?? null,
      chains: project.chains.map((/** @type {string} */ slug) => chainIds[slug]),
      categories: project.categories.map((/** @type {string} */ slug) => categoryIds[slug]),
    };
    const byLocale = Object.fromEntries(
      Object.entries(project.description).map(([locale, description]) => [
        locale,
        { ...shared, description },
      ]),
    );
    created += (await upsertLocalized(strapi, 'api::project.project', project.slug, byLocale)).created;
  }
  return created;
}

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function seedPages(strapi) {
  let created = 0;
  for (const page of readJson('pages.json')) {
    const byLocale = Object.fromEntries(
      Object.entries(page.translations).map(([locale, text]) => [
        locale,
        { slug: page.slug, title: text.title, seoDescription: text.seoDescription, body: text.body },
      ]),
    );
    created += (await upsertLocalized(strapi, 'api::page.page', page.slug, byLocale)).created;
  }
  return created;
}

/**
 * The UTC instant of a wall-clock time in an IANA time zone: `days` after today there (today as
 * the zone sees it), at `time` ("19:00"). The zone's offset is read from Intl at that instant, so
 * summer time is right.
 * @param {string} timeZone
 * @param {number} days
 * @param {string} time
 * @param {Date} now
 */
function zonedStart(timeZone, days, time, now) {
  /** @param {Date} date */
  const wallClock = (date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(date)
        .map((part) => [part.type, Number(part.value)]),
    );
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  };
  const today = new Date(wallClock(now));
  const [hour, minute] = time.split(':').map(Number);
  const wanted = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    hour,
    minute,
  );
  // wanted is the wall clock read as UTC: take off the zone's offset there (twice, across a change).
  let instant = wanted - (wallClock(new Date(wanted)) - wanted);
  instant = wanted - (wallClock(new Date(instant)) - instant);
  return new Date(instant);
}

/**
 * The sample events, dated from the seed's run (seed/data/events.json gives days from today in
 * each event's own time zone), so that the upcoming ones are upcoming on a fresh CMS. Those whose
 * English has a coverAlt get a cover drawn as an article's is; the others have none, as many
 * community events will.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {Date} now
 */
async function seedEvents(strapi, now = new Date()) {
  let created = 0;
  for (const event of readJson('events.json')) {
    const startsAt = zonedStart(event.timeZone, event.startsInDays, event.localStart, now);
    const coverAlt = event.translations.en.coverAlt;
    const cover =
      coverAlt && (await uploadOnce(strapi, `cover-event-${event.slug}.png`, coverSvg(event.slug), coverAlt));
    const shared = {
      slug: event.slug,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + event.durationMinutes * 60_000).toISOString(),
      timeZone: event.timeZone,
      format: event.format,
      country: event.country ?? null,
      kind: event.kind,
      signUpUrl: event.signUpUrl ?? null,
      communities: event.communities.map((/** @type {string} */ code) => ({ code })),
      cover: cover ? cover.id : null,
    };
    const byLocale = Object.fromEntries(
      Object.entries(event.translations).map(([locale, text]) => [locale, { ...shared, ...text }]),
    );
    created += (await upsertLocalized(strapi, 'api::event.event', event.slug, byLocale)).created;
  }
  return created;
}

/**
 * The glossary's terms (seed/data/terms.json), each with its related terms. The site shows a
 * relation on both terms (src/pipeline/cms/glossary.ts), so each is saved once, on the later of the
 * two terms, whose partner already exists: one save per language, no second pass.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function seedTerms(strapi) {
  /** @type {Array<{ slug: string, related: string[], translations: Record<string, object> }>} */
  const terms = readJson('terms.json');
  const slugs = new Set(terms.map((entry) => entry.slug));
  /** @type {Record<string, string>} */
  const ids = {};
  let created = 0;
  for (const entry of terms) {
    for (const slug of entry.related) {
      if (!slugs.has(slug)) throw new Error(`Seed term ${entry.slug} names unknown related term ${slug}`);
    }
    const relatedTerms = terms
      .filter(
        (other) =>
          ids[other.slug] && (entry.related.includes(other.slug) || other.related.includes(entry.slug)),
      )
      .map((other) => ids[other.slug]);
    const byLocale = Object.fromEntries(
      Object.entries(entry.translations).map(([locale, text]) => [
        locale,
        { slug: entry.slug, ...text, relatedTerms },
      ]),
    );
    const result = await upsertLocalized(strapi, 'api::term.term', entry.slug, byLocale);
    ids[entry.slug] = result.documentId;
    created += result.created;
  }
  return created;
}

/**
 * Fills the CMS with the sample content in seed/data. Entries are matched by slug, so a second
 * run creates nothing. Returns how many documents and translations it created.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function seed(strapi) {
  const taxonomy = await seedTaxonomy(strapi);
  const articles = await seedArticles(strapi, taxonomy.ids.tags);
  const projects = await seedProjects(strapi, taxonomy.ids.chains, taxonomy.ids.categories);
  const pages = await seedPages(strapi);
  const events = await seedEvents(strapi);
  const terms = await seedTerms(strapi);
  const created = taxonomy.created + articles + projects + pages + events + terms;
  strapi.log.info(`Seed: ${created} entries created (0 means the content was already there).`);
  return { created, taxonomy: taxonomy.created, articles, projects, pages, events, terms };
}

module.exports = { seed, zonedStart };
