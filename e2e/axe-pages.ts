import { ROUTES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';
import { cmsTemplatePages, pagePerTemplateAndLanguage } from './built-pages';
import { PAGES } from './site';

/** Every route in every language: the public pages, the sign-in and account pages, the CMS
 * templates (an article, a tag page, a generic CMS page, a second blog page) and the 404s. */
export const AXE_URLS = [
  ...PAGES.map((page) => page.url),
  ...ROUTES.filter((route) => !route.public && !['/404', '/500'].includes(route.path)).flatMap((route) =>
    LOCALES.map((locale) => localizePath(route.path, locale)),
  ),
  ...cmsTemplatePages().map((page) => page.url),
  ...LOCALES.map((locale) => localizePath('/blog/page/2', locale)),
  ...LOCALES.map((locale) => localizePath('/blog/tag/ecosystem/page/2', locale)),
  ...LOCALES.map((locale) => localizePath('/no-such-page', locale)),
];

/**
 * The pages e2e/hydration.spec.ts checks (one of every template in every language) that the axe
 * pass loads anyway: it checks their hydration on that load. Not the account page, which sends a
 * signed-out visitor elsewhere once hydrated (the axe pass follows; the hydration check stays on it).
 */
const axeUrls = new Set(AXE_URLS);
export const HYDRATION_PAGES = pagePerTemplateAndLanguage().map((page) => page.url);
export const hydratedInAxePass = (url: string): boolean => axeUrls.has(url) && !url.endsWith('/account');
