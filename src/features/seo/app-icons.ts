// Imports nothing: the head of every page links these, so this module lands in every bundle.

/** Icons of the web app manifest, rendered from static/favicon.svg by `npm run app-icons`. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
/** 180×180, opaque: iOS rounds its corners itself. */
export const APPLE_TOUCH_ICON = '/apple-touch-icon.png';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
