import { DEFAULT_LOCALE, type Locale } from '../../features/i18n/locales';
import type { OutdatedTranslation } from '../../features/i18n/page-context';
import { eventPaths } from './event-plan';

/**
 * The CMS's outdated translations (cms/src/translations/translation-status-api.js): published
 * translations whose published English changed after they were last saved, with that day. Read
 * with the rest of the content in the build's one read (read.ts).
 */
export interface CmsOutdatedTranslation {
  type: string;
  slug: string;
  locale: string;
  englishUpdated: string;
}

/** Which CMS entries have a page of their own, and its unprefixed path. */
const PAGE_PATHS = {
  article: (slug: string) => `/blog/${slug}`,
  page: (slug: string) => `/${slug}`,
  event: (slug: string) => eventPaths.page(slug, DEFAULT_LOCALE),
} as const;

/**
 * The page context's `outdatedTranslation` of a CMS entry's page in `language`, when the version
 * it shows is that language's own and outdated (the English fallback keeps its own banner).
 */
export function outdatedTranslationContext(
  notices: readonly CmsOutdatedTranslation[],
  type: keyof typeof PAGE_PATHS,
  slug: string,
  language: Locale,
  shownLocale: Locale,
): { outdatedTranslation?: OutdatedTranslation } {
  if (language === DEFAULT_LOCALE || shownLocale !== language) return {};
  const notice = notices.find(
    (candidate) => candidate.type === type && candidate.slug === slug && candidate.locale === language,
  );
  return notice
    ? { outdatedTranslation: { englishPath: PAGE_PATHS[type](slug), englishUpdated: notice.englishUpdated } }
    : {};
}
