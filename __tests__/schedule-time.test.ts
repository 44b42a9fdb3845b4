import { fromInputValue, toInputValue, utcText } from '../cms/src/admin/schedule-time.js';
import { SCHEDULE_MESSAGES } from '../cms/src/admin/schedule-messages.js';

// The edit view's "Publish at" / "Take down at" fields: typed and shown in the editor's own time
// zone (the browser's), stored as a UTC instant.
describe("a schedule's time in the editor's zone", () => {
  it('reads a typed wall-clock time in the zone as the UTC instant', () => {
    expect(fromInputValue('2026-12-01T09:00', 'Asia/Tokyo')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(fromInputValue('2026-12-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(fromInputValue('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(fromInputValue('', 'Asia/Tokyo')).toBeNull();
    expect(fromInputValue('next tuesday', 'Asia/Tokyo')).toBeNull();
  });

  it('shows a stored instant in the zone as the field takes it, and in UTC beside it', () => {
    const instant = new Date('2026-12-01T00:00:00.000Z');
    expect(toInputValue(instant, 'Asia/Tokyo')).toBe('2026-12-01T09:00');
    expect(toInputValue(instant, 'Europe/Berlin')).toBe('2026-12-01T01:00');
    expect(utcText(instant)).toBe('2026-12-01 00:00 UTC');
  });

  it('has every message in English, Japanese and Korean', () => {
    const keys = Object.keys(SCHEDULE_MESSAGES.en).sort();
    expect(Object.keys(SCHEDULE_MESSAGES.ja).sort()).toEqual(keys);
    expect(Object.keys(SCHEDULE_MESSAGES.ko).sort()).toEqual(keys);
  });
});
