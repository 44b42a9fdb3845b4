import { useTranslation } from 'react-i18next';
import type { EventCard } from '../../features/events/events';
import { isForEveryCommunity } from '../../features/events/every-community';

// Apart from EventCard.tsx: an event's page names its communities too, without the card's styles.

/** The names of community codes in the page's language (the community page's names). */
export function useCommunityNames(): (code: string) => string {
  const { t } = useTranslation('community');
  return (code) => t(`languages.name.${code}`);
}

/**
 * An event's communities as a card and its page write them: their names in the page's language,
 * or "All communities" for an event of every community (twelve names would fill a phone's card).
 */
export function useCommunitiesLabel(): (event: Pick<EventCard, 'communities'>) => string {
  const { t } = useTranslation('events');
  const communityName = useCommunityNames();
  return (event) =>
    isForEveryCommunity(event) ? t('card.allCommunities') : event.communities.map(communityName).join(' · ');
}
