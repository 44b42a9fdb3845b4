/**
 * The consent banner's height, set on the root element while the banner is shown: the update
 * notice, also fixed at the bottom of the window, is placed above it instead of over it.
 */
export const CONSENT_BANNER_HEIGHT_VAR = '--consent-banner-height';
