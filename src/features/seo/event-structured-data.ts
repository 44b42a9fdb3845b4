import { SITE } from '../../config/site';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { ORGANIZATION_ID, SCHEMA_CONTEXT, absoluteUrl, type JsonLd } from './structured-data';

// An event page's JSON-LD, in a module of its own: only the event template loads it (the
// structured-data module is in every page's head).

/** What an event's page says of it, for its `Event` structured data. */
export interface EventFacts {
  title: string;
  summary: string | null;
  startsAt: string;
  endsAt: string;
  format: 'online' | 'in_person';
  venue: string | null;
  city: string | null;
  country: string | null;
  signUpUrl: string | null;
  contentLocale: Locale;
  image: string | null;
  /** Unprefixed path of the event's page. */
  path: string;
  locale: Locale;
}

/** schema.org `Event`: times as instants, online (VirtualLocation) or in person (Place). */
export function eventJsonLd(event: EventFacts): JsonLd {
  const url = absoluteUrl(event.path, event.locale);
  const location =
    event.format === 'online'
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: event.venue ?? event.city ?? '',
          address: {
            '@type': 'PostalAddress',
            ...(event.city ? { addressLocality: event.city } : {}),
            ...(event.country ? { addressCountry: event.country } : {}),
          },
        };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.title,
    ...(event.summary ? { description: event.summary } : {}),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      event.format === 'online'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    inLanguage: LOCALE_INFO[event.contentLocale].tag,
    organizer: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: SITE.foundation, url: SITE.url },
    ...(event.image ? { image: [`${SITE.url}${event.image}`] } : {}),
    ...(event.signUpUrl
      ? { offers: { '@type': 'Offer', url: event.signUpUrl, price: 0, priceCurrency: 'USD' } }
      : {}),
    url,
  };
}
