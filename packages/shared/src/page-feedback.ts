// "Was this page helpful?" (issue 42): the rules the page's form, the site server's relay and the
// CMS share, so that a reason, a limit or the path rule cannot drift between them. Browser-safe:
// the page imports the reason lists; the daily key (node:crypto) is in ./feedback-key.
import { LOCALE_INFO, LOCALES, type Locale, isLocale } from './locales.js';

/** Reasons a visitor may give after "No". */
export const NO_REASONS = [
  'inaccurate',
  'hard_to_understand',
  'missing_information',
  'outdated',
  'other',
] as const;
/** Reasons a visitor may give after "Yes". */
export const YES_REASONS = ['clear', 'solved_my_problem'] as const;
export const FEEDBACK_REASONS = [...NO_REASONS, ...YES_REASONS] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_LIMITS = {
  /** The longest comment, in characters (the page shows a counter). */
  comment: 500,
  /** The longest site path kept (without the language prefix). */
  path: 300,
  /** How long answers are kept, in days (older rows are deleted). */
  keepDays: 90,
  /** The window editors see in the admin, in days. */
  recentDays: 30,
};

/** The site server's form path the page posts to (without JavaScript too). */
export const FEEDBACK_FORM_PATH = '/feedback';
/** The anchor of the form on a page, and the query the answer lands on. */
export const FEEDBACK_ANCHOR = 'feedback';
export const FEEDBACK_THANKS_QUERY = 'feedback=thanks';

/**
 * The comment as plain text: control characters (but newlines and tabs) dropped, line ends
 * unified, trimmed, cut to the limit. Markup is kept as the characters typed: it is stored and
 * shown as text, never rendered as HTML.
 */
export function plainComment(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return Array.from(text.trim()).slice(0, FEEDBACK_LIMITS.comment).join('');
}

/** A site path as the page gives it (`/ja/blog/x`): its language and the path without the prefix. */
export function splitPagePath(value: unknown): { path: string; locale: Locale } | null {
  if (typeof value !== 'string' || value.length > FEEDBACK_LIMITS.path + 3) return null;
  // One path of this site: `/` then segments of URL-safe characters; no `//`, `\`, `..`, query or hash.
  if (!/^\/(?:[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*)?$/.test(value) || /(^|\/)\.\.?(\/|$)/.test(value))
    return null;
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (value === prefix || value.startsWith(`${prefix}/`)))
      return { path: value.slice(prefix.length) || '/', locale };
  }
  return { path: value, locale: 'en' };
}

/** The page's own path in its language: `/blog/x` in `ja` → `/ja/blog/x`. */
export function localizedPagePath(path: string, locale: Locale): string {
  const { prefix } = LOCALE_INFO[locale];
  return prefix ? `${prefix}${path === '/' ? '' : path}` : path;
}

/** A stored path (without prefix) is a site path within the limit. */
export function isFeedbackPath(value: unknown): value is string {
  const split = splitPagePath(value);
  return Boolean(
    split && split.locale === 'en' && typeof value === 'string' && value.length <= FEEDBACK_LIMITS.path,
  );
}

export interface FeedbackAnswer {
  path: string;
  locale: Locale;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string;
}

/** Why an answer is refused (400): the field at fault. */
export type FeedbackProblem = 'path' | 'locale' | 'helpful' | 'reason' | 'comment';

/**
 * The answer as stored, or the field at fault. `helpful` is `yes`/`no` (the form) or a boolean (the
 * relay's JSON); a reason must belong to the answer (no "outdated" after "Yes"); a comment over the
 * limit is refused rather than cut, so the visitor can shorten it.
 */
export function checkFeedback(input: Record<string, unknown>): FeedbackAnswer | { problem: FeedbackProblem } {
  if (!isFeedbackPath(input.path)) return { problem: 'path' };
  if (!isLocale(input.locale)) return { problem: 'locale' };
  const helpful =
    input.helpful === true || input.helpful === 'yes'
      ? true
      : input.helpful === false || input.helpful === 'no'
        ? false
        : null;
  if (helpful === null) return { problem: 'helpful' };
  const reason =
    input.reason === undefined || input.reason === null || input.reason === '' ? null : input.reason;
  const allowed: readonly string[] = helpful ? YES_REASONS : NO_REASONS;
  if (reason !== null && (typeof reason !== 'string' || !allowed.includes(reason)))
    return { problem: 'reason' };
  if (input.comment !== undefined && typeof input.comment !== 'string') return { problem: 'comment' };
  const raw = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (Array.from(raw).length > FEEDBACK_LIMITS.comment) return { problem: 'comment' };
  return {
    path: input.path,
    locale: input.locale,
    helpful,
    reason: reason as FeedbackReason | null,
    comment: plainComment(raw),
  };
}

/** The UTC day of `now`, `YYYY-MM-DD`. */
export function utcDay(now: number | Date = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The first UTC day still kept (or shown): `days` days before `now`'s day, inclusive of today. */
export function firstDayKept(days: number, now: number | Date = Date.now()): string {
  const today = new Date(`${utcDay(now)}T00:00:00Z`).getTime();
  return utcDay(today - (days - 1) * 86_400_000);
}
