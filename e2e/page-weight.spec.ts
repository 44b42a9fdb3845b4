import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetKbFor, measurePage } from '../scripts/lib/page-weight';
import { builtPages } from './built-pages';

// build-output.spec.ts checks every route of the route table; this checks every page template
// of the build, the CMS's included (blog list, article, tag page, generic page), in every
// language, against performance-budgets.json.
const publicDir = path.resolve(__dirname, '../public');

test('one page of every template in every language keeps within its JavaScript budget', () => {
  const seen = new Set<string>();
  const rows: string[] = [];
  const over: string[] = [];
  for (const { url, template } of builtPages()) {
    // Gatsby's copies of the status pages (/404.html, /dev-404-page) are not pages of their own.
    if (url.endsWith('.html') || url.includes('dev-404-page') || /(^|\/)500$/.test(url)) continue;
    const locale = /^\/(ja|ko)(\/|$)/.exec(url)?.[1] ?? 'en';
    const key = `${template.replace(/-content-file-path-.*$/, '')} ${locale}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const unprefixed = url.replace(/^\/(ja|ko)(?=\/|$)/, '') || '/';
    const weight = measurePage(publicDir, url);
    const kb = weight.gzipBytes / 1024;
    rows.push(`${url} ${kb.toFixed(1)} KB`);
    const budget = budgetKbFor(unprefixed);
    if (kb > budget) over.push(`${url} (${template}): ${kb.toFixed(1)} of ${budget} KB`);
  }
  test.info().annotations.push({ type: 'gzip JS', description: rows.join('; ') });
  expect(seen.size).toBeGreaterThan(40);
  expect(over).toEqual([]);
});
