/** Hosts that links may point to; `*.domain` allows a domain's subdomains. */
export declare const ALLOWED_EXTERNAL_HOSTS: readonly string[];
/** The site's canonical origin when `GATSBY_SITE_URL` does not say. */
export declare const DEFAULT_SITE_URL: 'https://meridian.network';
