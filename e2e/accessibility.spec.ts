import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGES } from './site';

test.describe('axe finds no serious or critical violation', () => {
  for (const { url } of [...PAGES, { url: '/ja/no-such-page' }]) {
    test(url, async ({ page }) => {
      await page.goto(url);
      // Axe runs on the settled page: hydrated, with no reveal animation half-way.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
