import { LANGUAGE_COMMUNITIES } from '../../config/communities';
import { builtMessages, type LocaleNode } from '../content/built-messages';
import { LOCALES, LOCALE_INFO } from '../../features/i18n/locales';
import { interpolate } from '../../features/i18n/messages';
import { eventEntry, eventCards, eventPaths, feedCalendar, icsEvent, type EventsPlan } from './event-plan';
import { renderCalendar } from './ics';
import type { DerivedFiles } from '../derived-files';

/**
 * Writes the events' calendar files into public/ during createPages, from the plan: one per
 * event and language (its page's "Add to calendar"), and per language the feed of all events and
 * one per community (eventPaths). Names come from the `events` and `community` messages as the
 * pages have them. Written through the build's record of derived files, so a deleted event's
 * calendar goes with it. Returns how many files it wrote.
 */
export function writeEventCalendars(
  files: DerivedFiles,
  localeNodes: readonly LocaleNode[],
  plan: EventsPlan,
  now: Date,
): number {
  let written = 0;
  for (const language of LOCALES) {
    const messages = builtMessages(localeNodes, language, 'events');
    const communityNames = builtMessages(localeNodes, language, 'community');
    const cards = eventCards(plan, language);
    const entries = new Map(cards.map((card) => [card.slug, eventEntry(plan, card.slug, language)]));
    const items = cards.map((card) => ({
      card,
      ics: icsEvent(card, entries.get(card.slug) ?? null, language),
    }));
    for (const { card, ics } of items) {
      files.write(
        eventPaths.ics(card.slug, language),
        renderCalendar({ name: card.title, language: LOCALE_INFO[language].tag, events: [ics] }),
      );
      written += 1;
    }
    const feed = (name: string, events: typeof items) =>
      renderCalendar(
        feedCalendar(
          name,
          language,
          events.map((item) => item.ics),
          now,
        ),
      );
    files.write(eventPaths.feed(language), feed(messages['ics.calendarName'], items));
    written += 1;
    for (const { code } of LANGUAGE_COMMUNITIES) {
      const name = interpolate(messages['ics.communityCalendarName'], {
        community: communityNames[`languages.name.${code}`] ?? code,
      });
      files.write(
        eventPaths.communityFeed(code, language),
        feed(
          name,
          items.filter((item) => item.card.communities.includes(code)),
        ),
      );
      written += 1;
    }
  }
  return written;
}
