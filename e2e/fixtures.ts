import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (gatsby-browser marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Points at a part of the page whose code loads on the visitor's first contact with it
 * (HydrateOnInteraction: the page feedback, the newsletter prompt) and waits until React owns it
 * (its element carries `__reactFiber…`): a robot quicker than the chunk would send the form
 * without JavaScript, which works but is another path (e2e/forms-without-javascript.spec.ts).
 */
export async function reachIsland(part: Locator): Promise<void> {
  await part.hover();
  await expect
    .poll(() =>
      part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Axe's rules whose outcome depends on the colours alone. The dark theme changes the palette's
 * values; of the markup only the theme toggle's pressed state and icon (e2e/theme.spec.ts), so a
 * pass in it runs these only: the other rules read the same page as in the light pass.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Axe's serious and critical violations on the whole page, as `rule: selectors` lines: of the
 * rules with `tags`, or of the named `rules` only.
 */
export async function seriousViolations(
  page: Page,
  tags: readonly string[] = WCAG_21_AA,
  { rules }: { rules?: readonly string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags([...tags])).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page's cumulative layout shift so far, with 300 ms more for late shifts to arrive. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

export { expect, test };
