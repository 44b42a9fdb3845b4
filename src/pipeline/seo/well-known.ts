import { CONTACT_EMAILS } from '../../config/contact';
import { BUG_BOUNTY_URL } from '../../config/developers';
import { SITE } from '../../config/site';
import { palettes } from '../../styles/palettes';
import { LOCALES } from '../../features/i18n/locales';
import { APP_ICONS } from '../../features/seo/app-icons';

/** How long a build's security.txt stays valid (RFC 9116 asks for less than a year). */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, in which languages, and
 * the bug bounty's rules. `Expires` counts from the build's day (not its minute), so that two
 * builds of one day are identical; every build renews it.
 */
export function securityTxt(builtAt: Date): string {
  const day = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${CONTACT_EMAILS.security}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${LOCALES.join(', ')}`,
    `Policy: ${BUG_BOUNTY_URL}`,
    `Canonical: ${SITE.url}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** The web app manifest: the site added to a home screen opens on its start page. */
export function webManifest(): Record<string, unknown> {
  return {
    name: SITE.foundation,
    short_name: SITE.network,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: palettes.light.surface,
    theme_color: palettes.light.ink,
    icons: APP_ICONS,
  };
}
