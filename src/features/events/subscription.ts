import { SITE } from '../../config/site';

// A module of its own: the home and community pages link the feeds without loading the /events
// list's filter code (src/features/events/events.ts and the directory's query code: ~2.3 KB gzip).

/** A calendar feed's address as a calendar app subscribes to it (webcal://, the same file over https). */
export const calendarSubscriptionUrl = (feedPath: string): string =>
  `webcal://${new URL(SITE.url).host}${feedPath}`;
