import { LANGUAGE_COMMUNITIES } from '../../config/communities';
import type { EventCard } from './events';

// A module of its own: the event card and page import it without the /events list's filters.

/**
 * Whether an event is for every language community (a global AMA): the community page lists it
 * once among the next events, not again as each community's own (nextEventByCommunity), and a
 * card says "all communities" instead of naming twelve.
 */
export function isForEveryCommunity(event: Pick<EventCard, 'communities'>): boolean {
  return LANGUAGE_COMMUNITIES.every(({ code }) => event.communities.includes(code));
}
