import { LANGUAGE_COMMUNITIES } from '../../../config/communities';
import { findRoute } from '../../../config/routes';
import type {
  CommunityPageData,
  EventsPageData,
  LatestArticlesData,
  NextEventsData,
  SearchPageData,
} from '../../../features/cms/types';
import { LOCALES, type Locale } from '../../../features/i18n/locales';
import { routeContextFor } from '../../page-context';
import { communityDirectory } from '../ecosystem-directory';
import {
  NEXT_EVENTS_COUNT,
  communityPageNextEvents,
  eventCards,
  eventPaths,
  eventsList,
  nextEventByCommunity,
  nextEvents,
} from '../event-plan';
import type { Glossary } from '../glossary';
import { linkHostsFor, projectUrls, termUrls } from '../link-hosts';
import { latestArticles } from '../latest-articles';
import { articleCards, popularTags, type SitePlan } from '../site-plan';
import { planned, template } from './planned-page';
import type { PlannedPage } from './types';

/**
 * Pages of the route table that show derived CMS data (routes with `source: 'cms'`), in every
 * language: the home page, /community, /search, /ecosystem, /events, /glossary and
 * /community/ecosystem.
 */
export function routePages(plan: SitePlan, glossaries: Record<Locale, Glossary>, now: Date): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const language of LOCALES) {
    const routePage = <Extra extends Record<string, unknown>>(
      name: string,
      routePath: string,
      extra: Extra,
    ) => {
      const route = findRoute(routePath);
      if (!route) throw new Error(`${routePath} is missing from src/config/routes.ts`);
      pages.push(planned(template(name), routeContextFor(route, language, extra)));
    };
    const latest: LatestArticlesData = {
      latest: articleCards(plan, latestArticles(plan.articles, language), language),
    };
    const languageEvents = eventCards(plan.events, language);
    // The events that had not ended at `now`, never `now` itself: the pages keep their bytes until
    // an event ends, and the rebuild at that end (the CMS scheduler's) moves it out of them as off /events.
    const upcoming: NextEventsData = {
      nextEvents: nextEvents(languageEvents, now, NEXT_EVENTS_COUNT),
      eventsFeedPath: eventPaths.feed(language),
    };
    routePage('home', '/', { ...latest, ...upcoming });
    const communityCodes = LANGUAGE_COMMUNITIES.map(({ code }) => code);
    const community: CommunityPageData = {
      ...upcoming,
      nextEvents: communityPageNextEvents(languageEvents, now, NEXT_EVENTS_COUNT),
      nextEventByCommunity: nextEventByCommunity(languageEvents, now, communityCodes),
      communityFeedPaths: Object.fromEntries(
        communityCodes.map((code) => [code, eventPaths.communityFeed(code, language)]),
      ),
    };
    routePage('community', '/community', { ...community });
    const search: SearchPageData = { popularTags: popularTags(plan, language) };
    routePage('search', '/search', { ...search });
    const directory = plan.directories[language];
    routePage('ecosystem', '/ecosystem', { directory, ...linkHostsFor(projectUrls(directory.projects)) });
    const events: EventsPageData = {
      list: eventsList(languageEvents, now, language),
      feeds: [
        { community: null, path: upcoming.eventsFeedPath },
        ...communityCodes.map((code) => ({ community: code, path: community.communityFeedPaths[code] })),
      ],
    };
    routePage('events', '/events', { ...events });
    const { sections } = glossaries[language];
    routePage('glossary', '/glossary', { sections, ...linkHostsFor(termUrls(sections)) });
    const communityProjects = communityDirectory(directory);
    routePage('community-ecosystem', '/community/ecosystem', {
      ...communityProjects,
      ...linkHostsFor(projectUrls(communityProjects.projects)),
    });
  }
  return pages;
}
