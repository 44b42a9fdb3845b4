/**
 * Google Tag Manager, loaded only once the visitor consents (issue 6). The container id comes
 * from GATSBY_GTM_ID at build time (Gatsby inlines GATSBY_* variables); without a valid one the
 * site has no consent banner, no "Cookie settings" button and loads nothing.
 */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as Google writes it: `GTM-` and a handful of capitals and digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** The container id, or null when `value` is empty or does not look like one. */
export function parseGtmId(
  value: string | undefined,
  warn: (message: string) => void = () => undefined,
): string | null {
  const id = (value ?? '').trim();
  if (!id) return null;
  if (GTM_ID_PATTERN.test(id)) return id;
  warn(
    `GATSBY_GTM_ID=${JSON.stringify(id)} is not a GTM-XXXXXXX container id: no tag manager, no consent banner.`,
  );
  return null;
}

/** Warns in the build's output (server-side rendering), never in a visitor's console. */
function warnAtBuild(message: string): void {
  if (typeof window === 'undefined') console.warn(`warn ${message}`);
}

export const GTM_ID: string | null = parseGtmId(process.env.GATSBY_GTM_ID, warnAtBuild);

/**
 * The first-party cookie that remembers the choice: 12 months, as the privacy policy says. The
 * version is part of the value; raising it (new purposes, new provider) asks everyone again.
 */
export const CONSENT_COOKIE = {
  name: 'meridian_consent',
  version: 1,
  maxAgeDays: 365,
} as const;

export type ConsentChoice = 'accepted' | 'declined';

/** The cookie's value for a choice: `v1.accepted`. */
export function consentValue(choice: ConsentChoice): string {
  return `v${CONSENT_COOKIE.version}.${choice}`;
}
