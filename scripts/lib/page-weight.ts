import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import budgets from '../../performance-budgets.json';

export interface PageWeight {
  /** Site path of the page measured. */
  path: string;
  /** Gatsby's name for the page's template chunk. */
  template: string;
  /** The JS files the page loads, site-relative. */
  scripts: string[];
  /** Total gzip size of those files, in bytes. */
  gzipBytes: number;
}

const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  const cached = gzipSizes.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipSizes.set(file, size);
  return size;
}

/** The HTML file of a built page: `/` → `index.html`, `/ja/blog` → `ja/blog/index.html`. */
export function htmlFileFor(publicDir: string, sitePath: string): string {
  return path.join(publicDir, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}/index.html`);
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * The JavaScript a page needs before it is interactive: the `<script src>` tags of its HTML
 * (runtime, framework, app) plus every asset of its template's chunk group in webpack's stats,
 * which the app loads at once.
 */
export function measurePage(publicDir: string, sitePath: string): PageWeight {
  const html = fs.readFileSync(htmlFileFor(publicDir, sitePath), 'utf8');
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]));
  const pageDataFile = path.join(
    publicDir,
    'page-data',
    sitePath === '/' ? 'index' : sitePath.slice(1),
    'page-data.json',
  );
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile, 'utf8')) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(
    fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'),
  ) as WebpackStats;
  const groups = [stats.namedChunkGroups.app, stats.namedChunkGroups[componentChunkName]];
  for (const asset of groups.flatMap((group) => group?.assets ?? [])) {
    if (asset.name.endsWith('.js')) scripts.add(`/${asset.name}`);
  }
  const list = [...scripts].sort();
  const gzipBytes = list.reduce((total, file) => total + gzipSize(path.join(publicDir, file)), 0);
  return { path: sitePath, template: componentChunkName, scripts: list, gzipBytes };
}

export function budgetKbFor(sitePath: string): number {
  const table = budgets.pageJsGzipKb as Record<string, number>;
  return table[sitePath] ?? table['*'];
}
