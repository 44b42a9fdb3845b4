/**
 * The consent banner's height, set on the root element while the banner is shown: the update
 * notice (fixed at the bottom of the window) is placed above it, and the mobile menu's panel
 * ends above it, instead of under it.
 */
export const CONSENT_BANNER_HEIGHT_VAR = '--consent-banner-height';
