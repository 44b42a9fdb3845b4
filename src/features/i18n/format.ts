import { LOCALE_INFO, isLocale } from './locales';

/** A date as the visitor's language writes it ("14 March 2025", "2025年3月14日", "2025년 3월 14일"). */
export function formatDate(iso: string, language: string): string {
  const tag = isLocale(language) ? LOCALE_INFO[language].tag : language;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
