import React from 'react';
import { useTranslation } from 'react-i18next';
import type { NextEventsData } from '../../features/cms/types';
import { Section } from '../ui/page-sections';
import { StaticIsland } from '../ui/StaticIsland';
import type { CommunityNextEventsData } from './NextEventsContent';

/**
 * The section's content is a chunk of its own (1,526 B gzip with the event card's code), which a
 * first load never downloads: the island adopts the server's HTML without rendering its children.
 * Only a navigation inside the app renders it, and loads the chunk. The server render waits for it
 * (onAllReady), so the HTML has it. In the home's bundle it took the page 3,289 B up, over its
 * budget; as a chunk, 187 B (docs/benchmarks.md).
 */
const NextEventsContent = React.lazy(
  () => import(/* webpackChunkName: "next-events" */ './NextEventsContent'),
);

/**
 * "Upcoming events" of the home and community pages: the next events the build found, from the
 * page's context (src/pipeline/cms/create-pages.ts), with no JavaScript of their own on a first load.
 */
export function NextEvents(
  props: NextEventsData & { byCommunity?: CommunityNextEventsData },
): React.JSX.Element {
  const { t } = useTranslation('events');
  return (
    <Section id="events" title={t('upcoming.title')}>
      <StaticIsland>
        <React.Suspense fallback={null}>
          <NextEventsContent {...props} />
        </React.Suspense>
      </StaticIsland>
    </Section>
  );
}
