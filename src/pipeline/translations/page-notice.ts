import fs from 'node:fs';
import path from 'node:path';
import { LAYOUT_NAMESPACES, type RouteDefinition } from '../../config/routes';
import { DEFAULT_LOCALE, type Locale } from '../../features/i18n/locales';
import type { OutdatedTranslation } from '../../features/i18n/page-context';
import { englishChangeDate, translationStatus, type TranslationItem } from './status';

/** The files of content/ a page of the route table shows: `{area}` or `{area}/{name}`. */
export function contentSourcesOf(route: RouteDefinition): readonly string[] {
  return [...(route.source === 'mdx' ? [`legal${route.path}`] : []), ...(route.content ?? [])];
}

/**
 * Whether an outdated translation is part of what a page shows in its language. The rule:
 * - an MDX file of the page (a legal text, the about timeline, the brand kit's licence);
 * - any key of a namespace of the page's own (the route's `namespaces`), shared pages included:
 *   which keys a page uses is not known, and they are that page's copy;
 * - its own title and description in `meta` (`{metaKey}.title`, `{metaKey}.description`).
 * The rest of the layout namespaces (common, header, footer, errors, meta) is on every page: an
 * outdated string there gives no page a notice, `npm run i18n:status` lists it for translators.
 */
export function showsOutdatedTranslation(route: RouteDefinition, item: TranslationItem): boolean {
  if (item.state !== 'outdated') return false;
  if (item.kind === 'content')
    return contentSourcesOf(route).some(
      (source) => item.source === source || item.source.startsWith(`${source}/`),
    );
  if (route.namespaces.includes(item.namespace as RouteDefinition['namespaces'][number]))
    return !LAYOUT_NAMESPACES.includes(item.namespace as RouteDefinition['namespaces'][number]);
  return (
    item.namespace === 'meta' &&
    item.outdatedKeys.some(
      (key) => key === `${route.metaKey}.title` || key === `${route.metaKey}.description`,
    )
  );
}

/**
 * The files' names, sizes and modification times: the status is computed again only when one
 * changed. Every page of a build asks (~100 times; the status takes ~15 ms, this ~1 ms), and
 * `npm run develop` creates pages again after an edit.
 */
function fingerprint(root: string): string {
  return ['content', 'locales']
    .flatMap((dir) => {
      const full = path.join(root, dir);
      if (!fs.existsSync(full)) return [];
      return (fs.readdirSync(full, { recursive: true }) as string[]).map((file) => {
        const stat = fs.statSync(path.join(full, file));
        return `${dir}/${file}:${stat.size}:${stat.mtimeMs}`;
      });
    })
    .join('\n');
}

const statusByRoot = new Map<string, { fingerprint: string; items: TranslationItem[] }>();
const datesByFile = new Map<string, string>();

function currentStatus(root: string): TranslationItem[] {
  const current = fingerprint(root);
  const cached = statusByRoot.get(root);
  if (cached?.fingerprint === current) return cached.items;
  const items = translationStatus(root);
  statusByRoot.set(root, { fingerprint: current, items });
  return items;
}

/** englishChangeDate, once per file and modification (git runs only for outdated files). */
function englishDate(root: string, file: string): string {
  const key = `${path.join(root, file)}:${fs.statSync(path.join(root, file)).mtimeMs}`;
  const date = datesByFile.get(key) ?? englishChangeDate(root, file);
  datesByFile.set(key, date);
  return date;
}

/**
 * The outdated-translation notice of a page of the route table in `language`, or undefined: the
 * English page to read and the day its English last changed (the latest of its outdated sources).
 */
export function outdatedTranslationFor(
  route: RouteDefinition,
  language: Locale,
  root: string = process.cwd(),
): OutdatedTranslation | undefined {
  if (language === DEFAULT_LOCALE) return undefined;
  const items = currentStatus(root);
  const outdated = items.filter((item) => item.locale === language && showsOutdatedTranslation(route, item));
  if (!outdated.length) return undefined;
  const dates = outdated.map((item) => englishDate(root, item.englishFile));
  return { englishPath: route.path, englishUpdated: dates.sort()[dates.length - 1] };
}
