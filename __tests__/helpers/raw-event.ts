import type { RawEvent } from '../../src/pipeline/cms/event-plan';

let nextId = 1;

/**
 * An event as the build's one read returns it: online, in Tokyo, of the Japanese community, on
 * 2026-11-27 from 05:00 to 07:00 UTC, unless `extra` says otherwise.
 */
export function rawEvent(slug: string, extra: Partial<RawEvent> = {}): RawEvent {
  return {
    documentId: `doc-${nextId++}`,
    slug,
    title: `Title of ${slug}`,
    summary: `Summary of ${slug}`,
    body: 'Body',
    startsAt: '2026-11-27T05:00:00.000Z',
    endsAt: '2026-11-27T07:00:00.000Z',
    timeZone: 'Asia/Tokyo',
    format: 'online',
    kind: 'meetup',
    venue: null,
    city: null,
    country: null,
    signUpUrl: null,
    coverAlt: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    cover: null,
    communities: [{ code: 'ja' }],
    ...extra,
  };
}
