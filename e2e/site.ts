import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, type RouteDefinition } from '../src/config/routes';
import { LOCALES, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';

/** `text` as a regular expression that matches it literally (names, translated copy). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.public);

export function messages(locale: Locale, ns: string): Record<string, string> {
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'locales', locale, `${ns}.json`), 'utf8'),
  ) as Record<string, string>;
}

/** Every public page in every language, with what its head must say. */
export const PAGES = PUBLIC_ROUTES.flatMap((route: RouteDefinition) =>
  LOCALES.map((locale) => ({ route, locale, url: localizePath(route.path, locale) })),
);

/** The `<title>` a route must have in a language, from the meta namespace. */
export function expectedTitle(route: RouteDefinition, locale: Locale): string {
  const meta = messages(locale, 'meta');
  const title = meta[`${route.metaKey}.title`];
  if (route.metaKey === 'home') return title;
  if (route.source === 'mdx') return '';
  return meta.titleTemplate.replace('{{title}}', title);
}
