import fs from 'node:fs';
import path from 'node:path';

/**
 * The seeded CMS's events (cms/seed/data/events.json), which the built site under test shows:
 * the seed dates them from its run, so those with `startsInDays` > 0 are upcoming here and those
 * below 0 have ended.
 */
export interface SeedEvent {
  slug: string;
  startsInDays: number;
  durationMinutes: number;
  communities: string[];
  timeZone: string;
  localStart: string;
  /** coverAlt: the seed gives these events a cover (cms/src/seed/index.js seedEvents). */
  translations: Record<string, { title: string; coverAlt?: string }>;
}

export const SEED: SeedEvent[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'cms', 'seed', 'data', 'events.json'), 'utf8'),
);
