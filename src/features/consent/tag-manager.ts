import { GTM_ORIGIN } from './config';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_SCRIPT_ID = 'gtm-script';
export const GTM_FRAME_ID = 'gtm-frame';

/** Whether the tag manager was loaded into this document (only a reload unloads it). */
export function tagManagerLoaded(): boolean {
  return document.getElementById(GTM_SCRIPT_ID) !== null;
}

/**
 * Google's container snippet, run only after consent: the `gtm.start` event on the data layer,
 * the container script, and the frame its `<noscript>` would hold. Idempotent.
 */
export function loadTagManager(id: string): void {
  if (tagManagerLoaded()) return;
  const query = `id=${encodeURIComponent(id)}`;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });

  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?${query}`;
  document.head.appendChild(script);

  const frame = document.createElement('iframe');
  frame.id = GTM_FRAME_ID;
  frame.src = `${GTM_ORIGIN}/ns.html?${query}`;
  frame.title = 'Google Tag Manager';
  frame.width = '0';
  frame.height = '0';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  frame.style.visibility = 'hidden';
  document.body.insertBefore(frame, document.body.firstChild);
}
