import { useI18next } from 'gatsby-plugin-react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered, typed: gatsby-plugin-react-i18next's page context
 * (`context.i18n.language`, set by gatsby-node.ts; the 404 page switches it to the URL's
 * language). Where there is none, the default locale, as the i18n layer does everywhere: the
 * plugin's context outside a page says English, a path without a known prefix is English
 * (splitLocalePath), and i18next falls back to English.
 */
export function useLocale(): Locale {
  const { language } = useI18next();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
