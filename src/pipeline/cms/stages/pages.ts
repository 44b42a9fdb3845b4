import { LAYOUT_NAMESPACES, type Namespace } from '../../../config/routes';
import type { ArticleEntry, ArticlePageData, CmsPageData, EventPageData } from '../../../features/cms/types';
import { hasEnded } from '../../../features/events/events';
import { LOCALES, shownVersion, type Locale } from '../../../features/i18n/locales';
import { contextFor } from '../../page-context';
import { localesByPath, relatedArticles, type ListPage } from '../article-plan';
import { RELATED_ARTICLES } from '../config';
import { eventEntry, eventPaths } from '../event-plan';
import { outdatedTranslationContext } from '../outdated-translations';
import type { PageRecord } from '../read';
import { articleCards, articleEntry, blogTagLinks, tagName, type SitePlan } from '../site-plan';
import { planned, template } from './planned-page';
import { routePages } from './route-pages';
import { linkHostsFor } from '../link-hosts';
import type { PlannedPage, RenderBody } from './types';

/** The languages with a page of a document published in `published` (`shownVersion`). */
const localesShowing = (published: readonly Locale[]) =>
  LOCALES.filter((language) => shownVersion(published, language));

const blogNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'blog'];

/** The blog in every language: its list pages, each article and each tag's pages. */
export function blogPages(plan: SitePlan, render: RenderBody): PlannedPage[] {
  const pages: PlannedPage[] = [];
  // A list page's alternates: the languages where the same page exists (their lists differ).
  const listPageLocales = localesByPath(
    LOCALES.map((language) => [
      language,
      [
        ...plan.blogs[language].listPages,
        ...plan.blogs[language].tagPlans.flatMap((tagPlan) => tagPlan.pages),
      ].map((page) => page.path),
    ]),
  );
  for (const language of LOCALES) {
    const blog = plan.blogs[language];
    const cards = (slugs: readonly string[]) => articleCards(plan, slugs, language);
    // The blog list and the tag pages: one page context for a page of a list.
    const listPage = (component: string, page: ListPage, extra: Record<string, unknown>) => {
      const pageLocales = listPageLocales.get(page.path) ?? [language];
      const context = contextFor(
        page.path,
        language,
        {
          metaKey: 'blog',
          namespaces: blogNamespaces,
          alternateLocales: pageLocales,
          cards: cards(page.slugs),
          pageNumber: page.pageNumber,
          pageCount: page.pageCount,
          ...extra,
        },
        pageLocales,
      );
      pages.push(planned(template(component), context));
    };
    const tags = blogTagLinks(plan, language);
    blog.listPages.forEach((page) => listPage('blog-list', page, { tags }));
    for (const article of blog.articles) {
      // blogPlan kept the articles with a version to show in this language.
      const entry = articleEntry(plan, article, language) as ArticleEntry;
      const translated = entry.locale === language;
      const version = plan.articleVersions[entry.locale as Locale].get(article.slug);
      const data: ArticlePageData = {
        slug: article.slug,
        article: entry,
        // An English fallback's body stays English: no definitions of another language in it.
        body: render(version?.body ?? null, language, translated && version?.glossaryDefinitions !== false),
        isFallback: !translated,
        related: cards(relatedArticles(article, blog.articles, RELATED_ARTICLES)),
      };
      const context = contextFor(
        `/blog/${article.slug}`,
        language,
        {
          metaKey: 'blog',
          namespaces: blogNamespaces,
          alternateLocales: article.locales,
          // The English fallback under /ja or /ko is not a translation: not indexed, not in the sitemap.
          indexable: translated,
          ...data,
          ...outdatedTranslationContext(
            plan.content.outdatedTranslations,
            'article',
            article.slug,
            language,
            entry.locale as Locale,
          ),
        },
        localesShowing(article.locales),
      );
      pages.push(planned(template('blog-post'), context));
    }
    for (const { tag, articleCount, relatedSlugs, pages: tagPages } of blog.tagPlans) {
      const tagData = { tag, tagName: tagName(plan, tag, language), articleCount, more: cards(relatedSlugs) };
      tagPages.forEach((page) => listPage('blog-tag', page, tagData));
    }
  }
  return pages;
}

/** Each generic CMS page in every language that shows a version of it. */
export function genericPages(plan: SitePlan, render: RenderBody): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const { slug, locales } of plan.genericPages) {
    for (const language of LOCALES) {
      const cmsLocale = shownVersion(locales, language);
      // A page published only in other languages than English and this one: no page here.
      if (!cmsLocale) continue;
      const translated = cmsLocale === language;
      const entry = plan.pageVersions[cmsLocale].get(slug) as PageRecord;
      const data: CmsPageData = {
        slug,
        title: entry.title as string,
        seoDescription: entry.seoDescription,
        body: render(entry.body, language, translated),
        isFallback: !translated,
      };
      const context = contextFor(
        `/${slug}`,
        language,
        {
          metaKey: 'home',
          namespaces: [...LAYOUT_NAMESPACES],
          alternateLocales: locales,
          indexable: translated,
          ...data,
          ...outdatedTranslationContext(plan.content.outdatedTranslations, 'page', slug, language, cmsLocale),
        },
        localesShowing(locales),
      );
      pages.push(planned(template('cms-page'), context));
    }
  }
  return pages;
}

const eventNamespaces: Namespace[] = [...LAYOUT_NAMESPACES, 'events', 'community'];

/** Each community event in every language that shows a version of it, as it stands at `now`. */
export function eventPages(plan: SitePlan, render: RenderBody, now: Date): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const { slug, locales } of plan.events.events) {
    for (const language of LOCALES) {
      const event = eventEntry(plan.events, slug, language);
      // An event published only in other languages than English and this one: no page here.
      if (!event) continue;
      const version = plan.events.versions[event.locale as Locale].get(slug);
      const data: EventPageData = {
        slug,
        event,
        // An English fallback's body stays English: no definitions of another language in it.
        body: render(version?.body ?? null, language, !event.isFallback),
        icsPath: eventPaths.ics(slug, language),
        endedAtBuild: hasEnded(event, now),
      };
      const context = contextFor(
        `/events/${slug}`,
        language,
        {
          metaKey: 'events',
          namespaces: eventNamespaces,
          alternateLocales: locales,
          indexable: !event.isFallback,
          ...data,
          ...linkHostsFor([event.signUpUrl]),
          ...outdatedTranslationContext(
            plan.content.outdatedTranslations,
            'event',
            slug,
            language,
            event.locale as Locale,
          ),
        },
        localesShowing(locales),
      );
      pages.push(planned(template('event'), context));
    }
  }
  return pages;
}

/**
 * The pages stage: every page whose content comes from the CMS, in creation order (the blog, the
 * generic pages, the events, then the route pages that show CMS data), each context holding all
 * its page shows.
 */
export function pagesStage(
  plan: SitePlan,
  { render, glossaries }: { render: RenderBody; glossaries: Parameters<typeof routePages>[1] },
  now: Date,
): PlannedPage[] {
  return [
    ...blogPages(plan, render),
    ...genericPages(plan, render),
    ...eventPages(plan, render, now),
    ...routePages(plan, glossaries, now),
  ];
}
