import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import i18next from 'i18next';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { NAMESPACES } from '../../src/config/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/features/i18n/locales';
import { localizePath } from '../../src/features/i18n/paths';

export function loadMessages(locale: Locale): Record<string, Record<string, string>> {
  const resources: Record<string, Record<string, string>> = {};
  for (const ns of NAMESPACES) {
    const file = path.join(__dirname, '../../locales', locale, `${ns}.json`);
    resources[ns] = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return resources;
}

interface I18nOptions {
  locale?: Locale;
  originalPath?: string;
  /** The languages the page exists in (`i18n.languages`): every language unless given. */
  languages?: readonly Locale[];
}

/** UI inside what every page of the site gets: i18next plus the plugin's page context. */
export function withI18n(
  ui: React.ReactElement,
  { locale = 'en', originalPath = '/', languages = LOCALES }: I18nOptions = {},
): { element: React.ReactElement; messages: Record<string, Record<string, string>> } {
  const messages = loadMessages(locale);
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: messages },
    defaultNS: 'common',
    fallbackNS: [...NAMESPACES],
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const context = {
    language: locale,
    languages: [...languages],
    routed: locale !== DEFAULT_LOCALE,
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    originalPath,
    path: localizePath(originalPath, locale),
    siteUrl: 'https://meridian.network',
  };
  const element = (
    <I18nextProvider i18n={instance}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </I18nextProvider>
  );
  return { element, messages };
}

/** Renders UI the way a page of the site gets it. */
export function renderWithI18n(
  ui: React.ReactElement,
  options: I18nOptions = {},
): RenderResult & { messages: Record<string, Record<string, string>> } {
  const { element, messages } = withI18n(ui, options);
  return Object.assign(render(element), { messages });
}
