import React from 'react';
import { useTranslation } from 'react-i18next';
import type { NextEventsData } from '../../features/cms/types';
import { Section } from '../ui/page-sections';
import { StaticIsland } from '../ui/StaticIsland';
import type NextEventsContentComponent from './NextEventsContent';
import type { CommunityNextEventsData } from './NextEventsContent';

type LoadedContent = typeof NextEventsContentComponent;

/** The section's content once its chunk has loaded, so that later renders never suspend. */
let loadedContent: LoadedContent | undefined;
let loading: Promise<LoadedContent> | undefined;

/**
 * Loads the section's chunk (once). The server render awaits it before rendering any page
 * (gatsby-ssr.tsx), as the newsletter prompt's: a page that suspended on it drew the section's
 * Emotion styles last in the head, so its HTML depended on whether it was the first page its
 * render worker drew (the equivalence test found /ko's styles in two orders).
 */
export function loadNextEvents(): Promise<LoadedContent> {
  loading ??= import(/* webpackChunkName: "next-events" */ './NextEventsContent').then(
    (module) => (loadedContent = module.default),
  );
  return loading;
}

/**
 * The section's content is a chunk of its own (1,526 B gzip with the event card's code), which a
 * first load never downloads: the island adopts the server's HTML without rendering its children.
 * Only a navigation inside the app renders it, and loads the chunk. In the home's bundle it took
 * the page 3,289 B up, over its budget; as a chunk, 254 B (docs/benchmarks.md).
 */
const LazyContent = React.lazy(() => loadNextEvents().then((component) => ({ default: component })));

/**
 * "Upcoming events" of the home and community pages: the next events the build found, from the
 * page's context (src/pipeline/cms/create-pages.ts), with no JavaScript of their own on a first load.
 */
export function NextEvents(
  props: NextEventsData & { byCommunity?: CommunityNextEventsData },
): React.JSX.Element {
  const { t } = useTranslation('events');
  // Chosen once per mount: the same boundary either way, so the server's HTML and the client's match.
  const [Content] = React.useState<React.ComponentType<React.ComponentProps<LoadedContent>>>(
    () => loadedContent ?? LazyContent,
  );
  return (
    <Section id="events" title={t('upcoming.title')}>
      <StaticIsland>
        <React.Suspense fallback={null}>
          <Content {...props} />
        </React.Suspense>
      </StaticIsland>
    </Section>
  );
}
