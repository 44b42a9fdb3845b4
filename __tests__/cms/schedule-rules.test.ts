/**
 * @jest-environment node
 */
import {
  STALE_CLAIM_MS,
  checkRequest,
  isDue,
  isStaleClaim,
  lateLine,
  lateness,
  pollInterval,
  refusalText,
} from '../../cms/src/schedules/schedule-rules.js';

// The scheduler's pure parts (cms/src/schedules/): which rows are due, which claims were
// abandoned, how late a firing was, and what a request to schedule may ask.
const NOW = new Date(Date.UTC(2026, 10, 29, 0, 0, 0));
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('scheduled publishing, without a CMS', () => {
  it('takes a pending row whose time has come, and nothing else', () => {
    expect(isDue({ id: 1, state: 'pending', dueAt: at(-1) }, NOW)).toBe(true);
    expect(isDue({ id: 1, state: 'pending', dueAt: NOW.toISOString() }, NOW)).toBe(true);
    expect(isDue({ id: 1, state: 'pending', dueAt: at(1) }, NOW)).toBe(false);
    for (const state of ['claimed', 'done', 'refused', 'cancelled'])
      expect(isDue({ id: 1, state, dueAt: at(-60) }, NOW)).toBe(false);
  });

  it('gives back a claim only when its instance has held it too long', () => {
    const claimed = (ago: number) => ({ id: 1, state: 'claimed', dueAt: at(-600), claimedAt: at(-ago) });
    expect(isStaleClaim(claimed(STALE_CLAIM_MS / 1000 + 1), NOW)).toBe(true);
    expect(isStaleClaim(claimed(10), NOW)).toBe(false);
    expect(isStaleClaim({ id: 1, state: 'done', dueAt: at(-600), claimedAt: at(-3600) }, NOW)).toBe(false);
  });

  it('calls a firing late only beyond one poll, and says by how many seconds', () => {
    expect(lateness(at(-10), NOW, 15_000)).toBeNull();
    expect(lateness(at(-16), NOW, 15_000)).toBe(16);
    expect(lateness(at(-3600).toISOString(), NOW, 15_000)).toBe(3600);
    expect(
      lateLine(
        { action: 'publish', targetType: 'api::article.article', targetDocumentId: 'abc', language: 'ja' },
        42,
      ),
    ).toBe('Scheduled publish of api::article.article abc (ja) fired 42 s late');
  });

  it('polls every SCHEDULE_POLL_MS, 15 s by default', () => {
    expect(pollInterval({})).toBe(15_000);
    expect(pollInterval({ SCHEDULE_POLL_MS: '2000' })).toBe(2000);
    expect(pollInterval({ SCHEDULE_POLL_MS: 'soon' })).toBe(15_000);
  });

  it('accepts a publish or takedown in a known language at a later time, and refuses the rest', () => {
    const context = { locales: ['en', 'ja', 'ko'], now: NOW };
    expect(
      checkRequest({ action: 'publish', language: 'ja', dueAt: at(120).toISOString() }, context),
    ).toEqual({
      ok: true,
      value: { action: 'publish', language: 'ja', dueAt: at(120) },
    });
    expect(
      checkRequest({ action: 'unpublish', language: 'en', dueAt: at(60).toISOString() }, context).ok,
    ).toBe(true);
    expect(
      checkRequest({ action: 'publish', language: 'ja', dueAt: at(-60).toISOString() }, context),
    ).toEqual({
      ok: false,
      error: 'The time is in the past: choose a later time.',
    });
    expect(checkRequest({ action: 'rebuild', language: 'ja', dueAt: at(60).toISOString() }, context).ok).toBe(
      false,
    );
    expect(checkRequest({ action: 'publish', language: 'fr', dueAt: at(60).toISOString() }, context).ok).toBe(
      false,
    );
    expect(checkRequest({ action: 'publish', language: 'ja', dueAt: 'tomorrow-ish' }, context).ok).toBe(
      false,
    );
    expect(checkRequest(null, context).ok).toBe(false);
  });

  it("words a refusal as the rules did: their message and each problem's, once", () => {
    const error = Object.assign(new Error('2 problems'), {
      details: { errors: [{ message: 'The cover is missing' }, { message: '2 problems' }] },
    });
    expect(refusalText(error)).toBe('2 problems — The cover is missing');
    expect(refusalText(new Error('Nothing to publish'))).toBe('Nothing to publish');
  });
});
