import { isTimeZone } from './time-zone.js';

/**
 * What an event's schema cannot say alone, one rule set for the CMS and the build: its time zone
 * is one the platform knows (an IANA name such as Asia/Tokyo: the site shows the event's times in
 * it), it ends after it starts, and an in-person event says where. The CMS refuses a save that
 * breaks any (cms/src/events/event-rules.js, in the editor's words); the build leaves out an
 * event that breaks a rule of PUBLISH_RULES (src/pipeline/cms/event-plan.ts, with a warning).
 */

/** A rule, named by the field its message is shown on. */
export type EventRule = 'timeZone' | 'endsAt' | 'city';

/** The fields the rules read; a save may send only some. */
export interface EventFields {
  startsAt?: unknown;
  endsAt?: unknown;
  timeZone?: unknown;
  format?: unknown;
  city?: unknown;
}

/** Every rule, in the order messages name them. */
export const EVENT_RULES: readonly EventRule[] = ['timeZone', 'endsAt', 'city'];

/**
 * The rules the build leaves an event out for. Not the city: an in-person event saved without
 * one before the CMS asked for it is still published, with its venue and country.
 */
export const PUBLISH_RULES: readonly EventRule[] = ['timeZone', 'endsAt'];

const time = (value: unknown) => new Date(value as string | number | Date);

const breaks: Record<EventRule, (event: EventFields) => boolean> = {
  timeZone: (event) => 'timeZone' in event && event.timeZone != null && !isTimeZone(event.timeZone),
  endsAt: (event) => Boolean(event.startsAt && event.endsAt && time(event.endsAt) <= time(event.startsAt)),
  city: (event) => event.format === 'in_person' && 'city' in event && !String(event.city ?? '').trim(),
};

/**
 * The rules of `rules` an event's fields break, in EVENT_RULES's order. Only the fields `event`
 * carries are checked (a translation or a publish sends some): a field left out breaks nothing.
 */
export function brokenEventRules(event: EventFields, rules: readonly EventRule[] = EVENT_RULES): EventRule[] {
  return EVENT_RULES.filter((rule) => rules.includes(rule) && breaks[rule](event));
}
