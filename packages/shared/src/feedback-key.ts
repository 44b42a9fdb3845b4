// One answer per page and visitor per day (issue 42) without keeping who the visitor is: the key
// is HMAC(daily secret, address + path + language). The secret is random per UTC day, held in
// memory only and replaced on the next day, so a key cannot be turned back into an address nor
// linked to the same visitor's key of another day (the way privacy-first analytics count uniques).
import { createHmac, randomBytes } from 'node:crypto';
import { utcDay } from './page-feedback.js';

export interface DailyKeys {
  /** The visitor's key for a page in a language on `now`'s UTC day, and that day. */
  keyOf(
    visitor: { address: string; path: string; locale: string },
    now?: number,
  ): { key: string; day: string };
}

/** `random`: where a day's secret comes from (tests pass a fixed one). */
export function createDailyKeys(random: () => Buffer = () => randomBytes(32)): DailyKeys {
  let current: { day: string; secret: Buffer } | null = null;
  return {
    keyOf({ address, path, locale }, now = Date.now()) {
      const day = utcDay(now);
      // A new day: the old secret is dropped, so yesterday's keys can no longer be recomputed.
      if (current?.day !== day) current = { day, secret: random() };
      const key = createHmac('sha256', current.secret).update(`${address}\n${path}\n${locale}`).digest('hex');
      return { key, day };
    },
  };
}
