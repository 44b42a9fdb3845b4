/** @jest-environment node */
import type { Locale } from '../src/features/i18n/locales';
import { createCmsPagesFrom, type CreatedPage } from './helpers/create-cms-pages';
import { rawEvent } from './helpers/raw-event';

// No media is copied: the covers are not real files.
jest.mock('../src/pipeline/cms/download', () => ({
  downloadUploads: jest.fn(async () => 0),
  writeWebpCopies: jest.fn(async () => 0),
}));
jest.mock('../src/pipeline/cms/unused-media', () => ({ removeUnusedMedia: jest.fn(() => []) }));

/**
 * The CMS's outdated translations in the pages' contexts (the layout shows the notice from
 * `outdatedTranslation`): run through createCmsPages from what the CMS's GraphQL returns.
 */

const ARTICLES: Array<{ slug: string; locales: Locale[] }> = [
  { slug: 'mainnet-launch', locales: ['en', 'ja', 'ko'] },
  { slug: 'grants-round', locales: ['en'] },
];
const PAGES: Array<{ slug: string; locales: Locale[] }> = [
  { slug: 'learn/staking', locales: ['en', 'ja', 'ko'] },
];

const EVENTS: Array<{ slug: string; locales: Locale[] }> = [
  { slug: 'tokyo-builders-night', locales: ['en', 'ja', 'ko'] },
  { slug: 'global-ama', locales: ['en'] },
];

/**
 * What `outdatedTranslations` answers: the Japanese launch article, the Korean page, an
 * unpublished Korean grant, the Japanese and Korean Tokyo event, and a Korean AMA that is not
 * published in Korean.
 */
const OUTDATED = [
  { type: 'article', slug: 'mainnet-launch', locale: 'ja', englishUpdated: '2026-11-20' },
  { type: 'page', slug: 'learn/staking', locale: 'ko', englishUpdated: '2026-11-18' },
  { type: 'article', slug: 'grants-round', locale: 'ko', englishUpdated: '2026-11-19' },
  { type: 'event', slug: 'tokyo-builders-night', locale: 'ja', englishUpdated: '2026-11-21' },
  { type: 'event', slug: 'tokyo-builders-night', locale: 'ko', englishUpdated: '2026-11-22' },
  { type: 'event', slug: 'global-ama', locale: 'ko', englishUpdated: '2026-11-23' },
];

function entriesOf(field: string, locale: Locale): unknown[] {
  if (field === 'outdatedTranslations') return OUTDATED;
  if (field === 'articles') {
    return ARTICLES.filter((article) => article.locales.includes(locale)).map((article) => ({
      documentId: `doc-${article.slug}`,
      slug: article.slug,
      title: `${article.slug} (${locale})`,
      summary: null,
      date: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
      author: null,
      coverAlt: null,
      body: `Body in ${locale}.`,
      cover: { url: '/uploads/cover.jpg', formats: null, width: 1200, height: 630 },
      tags: [],
      tagsByName: [],
    }));
  }
  if (field === 'pages') {
    return PAGES.filter((page) => page.locales.includes(locale)).map((page) => ({
      documentId: `page-${page.slug}`,
      slug: page.slug,
      title: `${page.slug} (${locale})`,
      seoDescription: null,
      body: `Page body in ${locale}.`,
    }));
  }
  if (field === 'events') {
    return EVENTS.filter((event) => event.locales.includes(locale)).map((event) =>
      rawEvent(event.slug, { title: `${event.slug} (${locale})`, body: `Event body in ${locale}.` }),
    );
  }
  return [];
}

let created: CreatedPage[] = [];

beforeAll(async () => {
  ({ created } = await createCmsPagesFrom(entriesOf));
});

const outdatedAt = (path: string) => {
  const page = created.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page.context.outdatedTranslation;
};

describe('the outdated-translation notice of CMS pages', () => {
  it('is in the context of an outdated translation, with its English page and the day the English changed', () => {
    expect(outdatedAt('/ja/blog/mainnet-launch')).toEqual({
      englishPath: '/blog/mainnet-launch',
      englishUpdated: '2026-11-20',
    });
    expect(outdatedAt('/ko/learn/staking')).toEqual({
      englishPath: '/learn/staking',
      englishUpdated: '2026-11-18',
    });
  });

  it('is not on the English page, nor on an up-to-date translation of the same entry', () => {
    expect(outdatedAt('/blog/mainnet-launch')).toBeUndefined();
    expect(outdatedAt('/ko/blog/mainnet-launch')).toBeUndefined();
    expect(outdatedAt('/ja/learn/staking')).toBeUndefined();
  });

  it('is on an event’s Japanese and Korean pages when their English changed after the translation, and not on the English', () => {
    expect(outdatedAt('/ja/events/tokyo-builders-night')).toEqual({
      englishPath: '/events/tokyo-builders-night',
      englishUpdated: '2026-11-21',
    });
    expect(outdatedAt('/ko/events/tokyo-builders-night')).toEqual({
      englishPath: '/events/tokyo-builders-night',
      englishUpdated: '2026-11-22',
    });
    expect(outdatedAt('/events/tokyo-builders-night')).toBeUndefined();
  });

  it('is not on an event page that shows the English because the translation is missing', () => {
    const page = created.find((candidate) => candidate.path === '/ko/events/global-ama');
    expect(page?.context).toMatchObject({ event: expect.objectContaining({ isFallback: true }) });
    expect(outdatedAt('/ko/events/global-ama')).toBeUndefined();
  });

  it('is not on a page that shows the English because the translation is missing (its own banner says so)', () => {
    const page = created.find((candidate) => candidate.path === '/ko/blog/grants-round');
    expect(page?.context).toMatchObject({ isFallback: true });
    expect(outdatedAt('/ko/blog/grants-round')).toBeUndefined();
  });
});
