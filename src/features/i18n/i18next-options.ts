import { DEFAULT_LOCALE } from './locales';

/**
 * The options gatsby-plugin-react-i18next gives i18next for every page (gatsby-config.ts); the
 * plugin adds the page's language, its resources (from the page query) and its namespaces.
 */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  // React escapes what it renders; the few strings set as HTML are sanitized where they are set.
  interpolation: { escapeValue: false },
  // Keys are flat ("hero.title"): translators see one level per namespace file.
  keySeparator: false,
  nsSeparator: ':',
  returnNull: false,
} as const;
