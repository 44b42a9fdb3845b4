import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import matter from 'gray-matter';
import { expect, hydrated, test } from './fixtures';
import { escapeRegExp, messages } from './site';
import { TIMELINE_YEARS } from '../src/config/about';
import { CONTACT_EMAILS } from '../src/config/contact';
import { STARMAP, phaseStatus } from '../src/config/starmap';
import { LOCALES, LOCALE_INFO, type Locale } from '../src/features/i18n/locales';
import { localizePath } from '../src/features/i18n/paths';

const CONTENT = path.join(__dirname, '..', 'content');

/**
 * The front matter fields and `## ` headings of an MDX file, as the visitor should see them. Read
 * with the YAML parser the MDX pipeline uses: a translation's `translatedFrom` record nests its
 * own `date`, which a line-by-line reading would take for the entry's.
 */
function readMdx(file: string): { fields: Record<string, string>; headings: string[] } {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const fields = Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => typeof value === 'string' || value instanceof Date)
      .map(([name, value]) => [
        name,
        value instanceof Date ? value.toISOString().slice(0, 10) : (value as string),
      ]),
  );
  const headings = [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());
  return { fields, headings };
}

const timelineFile = (year: number, locale: Locale) =>
  path.join(CONTENT, 'about', 'timeline', `${year}.${locale}.mdx`);

/** Text as the accessibility tree gives it: whitespace collapsed and trimmed. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function noHorizontalScrollAt360(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(url);
  await hydrated(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url} is ${width}px wide at a 360px viewport`).toBeLessThanOrEqual(360);
}

test.describe('about: timeline content', () => {
  test('every year from 2021 to 2024 has an entry in every language, dated in its year', () => {
    for (const year of TIMELINE_YEARS) {
      for (const locale of LOCALES) {
        const file = timelineFile(year, locale);
        expect(fs.existsSync(file), `content/about/timeline/${year}.${locale}.mdx is missing`).toBe(true);
        const { fields } = readMdx(file);
        expect(fields.date, `${year}.${locale}.mdx: date`).toMatch(new RegExp(`^${year}-\\d{2}-\\d{2}$`));
        expect(fields.title?.length, `${year}.${locale}.mdx: title`).toBeGreaterThan(3);
      }
    }
  });
});

for (const locale of LOCALES) {
  const t = messages(locale, 'about');
  const tag = LOCALE_INFO[locale].tag;

  test.describe(`about page (${locale})`, () => {
    test('has its sections and the timeline 2021 to 2024 in order, as a list with headings', async ({
      page,
    }) => {
      await page.goto(localizePath('/about', locale));
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['hero.title']);
      for (const key of ['mission.title', 'work.title', 'timeline.title', 'facts.title', 'cta.title']) {
        await expect(page.getByRole('heading', { level: 2, name: t[key], exact: true })).toBeVisible();
      }

      const timeline = page.getByRole('region', { name: t['timeline.title'] });
      const list = timeline.getByRole('list');
      await expect(list).toHaveCount(1);
      expect(await list.evaluate((element) => element.tagName)).toBe('OL');
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(TIMELINE_YEARS.length);

      for (const [index, year] of TIMELINE_YEARS.entries()) {
        const item = items.nth(index);
        const { fields } = readMdx(timelineFile(year, locale));
        const label = new Intl.DateTimeFormat(tag, {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(fields.date));
        const time = item.locator('time');
        await expect(time).toHaveAttribute('datetime', fields.date);
        await expect(time).toHaveText(label);
        expect(label).toContain(String(year));
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(fields.title);
        expect((await item.locator('p').innerText()).length).toBeGreaterThan(80);
      }
    });

    test('shows the foundation facts and links to the brand asset kit and contact', async ({ page }) => {
      await page.goto(localizePath('/about', locale));
      await hydrated(page);
      const facts = page.getByRole('region', { name: t['facts.title'] });
      await expect(facts.locator('[data-stat="founded"] .value')).toHaveText('2021');
      await expect(facts.locator('[data-stat="communities"] .value')).toHaveText('12');
      await expect(facts.getByText(t['organisation.seat.value'], { exact: true })).toBeVisible();
      const cta = page.getByRole('region', { name: t['cta.title'] });
      await expect(cta.getByRole('link', { name: t['cta.brand'] })).toHaveAttribute(
        'href',
        localizePath('/brand-asset-kit', locale),
      );
      await expect(cta.getByRole('link', { name: t['cta.contact'] })).toHaveAttribute(
        'href',
        localizePath('/contact', locale),
      );
    });

    test('has no horizontal scroll at 360 px', async ({ page }) => {
      await noHorizontalScrollAt360(page, localizePath('/about', locale));
    });
  });

  test.describe(`starmap page (${locale})`, () => {
    const statusText = (status: string) => t[`starmap.status.${status}`];

    test('lists every phase with its items and their statuses as text', async ({ page }) => {
      await page.goto(localizePath('/starmap', locale));
      await hydrated(page);
      const overview = page.getByRole('region', { name: t['starmap.overview.title'] });
      const phaseLinks = overview.getByRole('list').first().getByRole('link');
      await expect(phaseLinks).toHaveCount(STARMAP.length);

      for (const [index, phase] of STARMAP.entries()) {
        const title = t[`starmap.phase.${phase.id}.title`];
        const phaseLabel = t['starmap.phaseLabel'].replace('{{number}}', phase.number);
        await expect(phaseLinks.nth(index)).toHaveAttribute('href', `#phase-${phase.id}`);
        await expect(phaseLinks.nth(index)).toContainText(phaseLabel);
        await expect(phaseLinks.nth(index)).toContainText(statusText(phaseStatus(phase)));

        const section = page.getByRole('region', { name: title, exact: true });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
        const cards = section.getByRole('listitem');
        await expect(cards).toHaveCount(phase.items.length);
        for (const [itemIndex, item] of phase.items.entries()) {
          const card = cards.nth(itemIndex);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(
            t[`starmap.item.${item.id}.title`],
          );
          // The status is written out, not only coloured.
          await expect(card.locator('[data-status]').first()).toHaveText(
            `${t['starmap.statusLabel']} ${statusText(item.status)}`,
          );
        }
      }
    });

    test('each item opens its dialog from the keyboard, and Escape returns focus to the button', async ({
      page,
    }) => {
      await page.goto(localizePath('/starmap', locale));
      await hydrated(page);
      // Keyboard only from the last link of the overview: Tab walks through the items' buttons.
      await page.getByRole('region', { name: t['starmap.overview.title'] }).getByRole('link').last().focus();
      for (const phase of STARMAP) {
        for (const item of phase.items) {
          const title = t[`starmap.item.${item.id}.title`];
          const buttonName = normalise(
            `${t['starmap.details']} ${t['starmap.detailsSuffix'].replace('{{title}}', title)}`,
          );
          const button = page.getByRole('button', { name: buttonName, exact: true });

          await page.keyboard.press('Tab');
          await expect(button).toBeFocused();
          await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: title, exact: true });
          await expect(dialog).toBeVisible();
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
          await expect(dialog).toContainText(t[`starmap.item.${item.id}.details`]);
          await expect(dialog).toContainText(statusText(item.status));
          const link = dialog.getByRole('link', { name: t[`starmap.link.${item.link.kind}`] });
          await expect(link).toHaveAttribute(
            'href',
            item.link.href.startsWith('/') ? localizePath(item.link.href, locale) : item.link.href,
          );

          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
        }
      }
    });

    test('has no horizontal scroll at 360 px, and its dialog fits the screen', async ({ page }) => {
      await noHorizontalScrollAt360(page, localizePath('/starmap', locale));
      const [phase] = STARMAP;
      const title = t[`starmap.item.${phase.items[0].id}.title`];
      await page.getByRole('button', { name: new RegExp(escapeRegExp(title)) }).click();
      const box = (await page.getByRole('dialog', { name: title, exact: true }).boundingBox()) as {
        x: number;
        width: number;
      };
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    });
  });

  test.describe(`legal pages (${locale})`, () => {
    for (const slug of ['privacy-policy', 'terms-of-use']) {
      test(`${slug} shows its title and every section heading`, async ({ page }) => {
        const { fields, headings } = readMdx(path.join(CONTENT, 'legal', `${slug}.${locale}.mdx`));
        expect(headings.length).toBeGreaterThanOrEqual(10);
        await page.goto(localizePath(`/${slug}`, locale));
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title);
        await expect(page.locator('main article h2')).toHaveText(headings);
        // Links inside the text keep the page's language.
        await expect(page.locator('main article a[href$="/contact"]').first()).toHaveAttribute(
          'href',
          localizePath('/contact', locale),
        );
      });

      test(`${slug} has no horizontal scroll at 360 px`, async ({ page }) => {
        await noHorizontalScrollAt360(page, localizePath(`/${slug}`, locale));
      });
    }
  });

  test.describe(`accessibility statement (${locale})`, () => {
    const url = localizePath('/accessibility', locale);

    test('is linked from the footer of every page', async ({ page }) => {
      await page.goto(localizePath('/', locale));
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: messages(locale, 'footer')['legal.accessibility'], exact: true });
      await expect(footerLink).toHaveAttribute('href', url);
      await footerLink.click();
      await page.waitForURL((address) => address.pathname === url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages(locale, 'meta')['accessibility.title'],
      );
    });

    test('shows its date, every section, and how to report a barrier', async ({ page }) => {
      const { fields, headings } = readMdx(path.join(CONTENT, 'legal', `accessibility.${locale}.mdx`));
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title);
      await expect(page.locator('main article h2')).toHaveText(headings);
      await expect(page.locator('main')).toContainText('WCAG 2.2');
      // The statement's date, in the page's language.
      const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long' }).format(
        new Date(`${fields.updated}T12:00:00Z`),
      );
      await expect(page.locator('main')).toContainText(date);
      await expect(page.locator('main article a[href$="/contact"]')).toHaveAttribute(
        'href',
        localizePath('/contact', locale),
      );
      const email = page.locator(`main article a[href="mailto:${CONTACT_EMAILS.general}"]`);
      await expect(email).toHaveText(CONTACT_EMAILS.general);
    });

    test('has no horizontal scroll at 360 px', async ({ page }) => {
      await noHorizontalScrollAt360(page, url);
    });
  });
}
