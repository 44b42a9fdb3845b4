/**
 * Whether Intl knows a time zone (an IANA name such as Asia/Tokyo): the CMS refuses an event with
 * another on save, its admin reads the event's times in it, and the build leaves such an event
 * out.
 */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
