import path from 'node:path';
import { ROUTES } from '../../src/config/routes';
import { LOCALES, type Locale } from '../../src/features/i18n/locales';
import { localizePath } from '../../src/features/i18n/paths';
import {
  builtPages,
  localeOf,
  pagePerTemplateAndLanguage,
  templateName,
} from '../../scripts/lib/built-pages';

/** One page of the suite: its screenshots are `{name}-{locale}-{width}-{theme}.png`. */
export interface VisualPage {
  name: string;
  locale: Locale;
  url: string;
}

export const WIDTHS = [390, 1280] as const;
export const THEMES = ['light', 'dark'] as const;
/** The first screen at each width: a phone's, and a laptop's (Playwright's Desktop Chrome). */
export const VIEWPORTS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 720 } } as const;

/**
 * Routes whose page is no look of its own: the draft preview is an empty shell until the site
 * server fills it with a signed draft (e2e/preview.spec.ts).
 */
const NOT_A_LOOK = new Set(['/preview']);

const publicDir = path.resolve(__dirname, '../../public');

/** `/developers/techstack` → `developers-techstack`; `/` → `home`. */
const nameOfPath = (route: string) => route.replace(/^\//, '').replace(/\//g, '-') || 'home';

/** `component---src-templates-blog-post-tsx` → `template-blog-post`. */
const nameOfTemplate = (template: string) =>
  `template-${templateName(template)
    .replace(/^component---src-(templates|pages)-/, '')
    .replace(/-tsx$/, '')}`;

/**
 * Every template of the build in every language, from the route table and the build itself, so
 * that a new route or template is in the suite without anyone listing it: each route of
 * src/config/routes.ts (an MDX route once per template: the legal pages share one), then the first
 * page of each template the table does not name (an article, a tag, an event, a CMS page…), then
 * the second page of each paginated list.
 */
export function visualPages(): VisualPage[] {
  const built = builtPages(publicDir);
  const templateOf = new Map(built.map((page) => [page.url, templateName(page.template)]));
  const pages: VisualPage[] = [];
  const coveredTemplates = new Set<string>();
  for (const route of ROUTES) {
    const template = templateOf.get(route.path);
    if (NOT_A_LOOK.has(route.path)) {
      if (template) coveredTemplates.add(template);
      continue;
    }
    if (route.source === 'mdx' && template && coveredTemplates.has(template)) continue;
    if (template) coveredTemplates.add(template);
    for (const locale of LOCALES)
      pages.push({ name: nameOfPath(route.path), locale, url: localizePath(route.path, locale) });
  }
  for (const page of pagePerTemplateAndLanguage(publicDir)) {
    if (coveredTemplates.has(templateName(page.template))) continue;
    pages.push({ name: nameOfTemplate(page.template), locale: localeOf(page.url), url: page.url });
  }
  const routeTemplates = new Set(ROUTES.map((route) => templateOf.get(route.path)));
  const seenLists = new Set<string>();
  for (const page of built) {
    const template = templateName(page.template);
    const key = `${template} ${localeOf(page.url)}`;
    if (!/\/page\/2$/.test(page.url) || !routeTemplates.has(template) || seenLists.has(key)) continue;
    seenLists.add(key);
    pages.push({
      name: `${nameOfTemplate(page.template)}-page-2`,
      locale: localeOf(page.url),
      url: page.url,
    });
  }
  return pages;
}

export const snapshotName = (page: VisualPage, width: number, theme: string): string =>
  `${page.name}-${page.locale}-${width}-${theme}.png`;
