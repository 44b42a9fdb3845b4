import { useSyncExternalStore } from 'react';
import { readCookie } from '../i18n/cookie';
import { CONSENT_COOKIE, consentValue, type ConsentChoice } from './config';

export type { ConsentChoice };

export interface ConsentState {
  /** False while the server renders and during hydration: the choice is not known yet. */
  ready: boolean;
  /** The stored choice, or null when the visitor has not chosen (or chose under an old version). */
  choice: ConsentChoice | null;
  /** The visitor reopened the banner from the footer's "Cookie settings". */
  open: boolean;
}

const SERVER_STATE: ConsentState = { ready: false, choice: null, open: false };

/** The choice a cookie value records, if it is of the current version. */
export function parseConsentValue(value: string | undefined): ConsentChoice | null {
  const match = /^v(\d+)\.(accepted|declined)$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_COOKIE.version) return null;
  return match[2] as ConsentChoice;
}

export function readConsentCookie(): ConsentChoice | null {
  return parseConsentValue(readCookie(CONSENT_COOKIE.name));
}

function writeConsentCookie(choice: ConsentChoice): void {
  const maxAge = CONSENT_COOKIE.maxAgeDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE.name}=${consentValue(choice)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current state; the cookie is read once, on first use in the browser. */
export function getConsentState(): ConsentState {
  if (!state) state = { ready: true, choice: readConsentCookie(), open: false };
  return state;
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records the visitor's choice (cookie and store) and closes the banner. */
export function setConsent(choice: ConsentChoice): void {
  writeConsentCookie(choice);
  update({ ready: true, choice, open: false });
}

/** Shows the banner again (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  update({ ...getConsentState(), open: true });
}

/** Hides a reopened banner without changing the choice. */
export function closeConsentSettings(): void {
  update({ ...getConsentState(), open: false });
}

/** The consent state; `ready` is false on the server and while the page hydrates. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, getConsentState, () => SERVER_STATE);
}

/** Forgets the state read from the cookie (tests). */
export function resetConsentStore(): void {
  state = null;
}
