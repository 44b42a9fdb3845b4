import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetKbFor, measurePage } from '../scripts/lib/page-weight';
import { pagePerTemplateAndLanguage } from './built-pages';

// build-output.spec.ts checks every route of the route table; this checks every page template
// of the build, the CMS's included (blog list, article, tag page, generic page), in every
// language, against performance-budgets.json.
const publicDir = path.resolve(__dirname, '../public');

test('one page of every template in every language keeps within its JavaScript budget', () => {
  const pages = pagePerTemplateAndLanguage();
  const rows: string[] = [];
  const over: string[] = [];
  for (const { url, template } of pages) {
    const unprefixed = url.replace(/^\/(ja|ko)(?=\/|$)/, '') || '/';
    const weight = measurePage(publicDir, url);
    const kb = weight.gzipBytes / 1024;
    rows.push(`${url} ${kb.toFixed(1)} KB`);
    const budget = budgetKbFor(unprefixed);
    if (kb > budget) over.push(`${url} (${template}): ${kb.toFixed(1)} of ${budget} KB`);
  }
  test.info().annotations.push({ type: 'gzip JS', description: rows.join('; ') });
  expect(pages.length).toBeGreaterThan(40);
  expect(over).toEqual([]);
});
