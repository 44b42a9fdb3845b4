import { expect, hydrated, reachIsland, test } from './fixtures';
import { messages } from './site';

test.describe('header menus on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens, is walked and closed by keyboard, and its links navigate', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const explore = nav.getByRole('button', { name: 'Explore' });
    await explore.focus();
    await page.keyboard.press('Enter');
    await expect(explore).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Community' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(explore).toHaveAttribute('aria-expanded', 'false');
    await expect(explore).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Community' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/blog');
    await expect(page.locator('h1')).toHaveText('News from the Meridian network');
  });

  test('the current page is marked in the menu', async ({ page }) => {
    await page.goto('/ja/solutions');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: 'ソリューション' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the header language menu names the current language and switches on the same page', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Choose a language' });
    const button = languages.getByRole('button', { name: 'Language: English' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await languages.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL((url) => url.pathname === '/ja/about');
    await expect(page.getByRole('banner').getByRole('button', { name: '言語: 日本語' })).toBeVisible();
  });

  test('a dropdown opens on hover', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brand' }),
    ).toBeVisible();
  });
});

/** The icons of the page whose symbol is missing from its sprite (issue 41), and how many it has. */
async function iconsWithoutShape(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const uses = Array.from(document.querySelectorAll('svg.icon use'));
    const missing = uses
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => !document.querySelector(`symbol${href}`)?.children.length);
    return { count: uses.length, missing };
  });
}

test('icons draw from the page’s sprite on the first page and after a client navigation (ja)', async ({
  page,
}) => {
  await page.goto('/ja/events');
  await hydrated(page);
  expect(await iconsWithoutShape(page)).toEqual({ count: expect.any(Number), missing: [] });
  expect((await iconsWithoutShape(page)).count).toBeGreaterThan(3);
  // The header's search icon is drawn at the theme's `md` size.
  const search = page.locator('header a[aria-haspopup="dialog"] svg');
  expect(await search.boundingBox()).toMatchObject({ width: 20, height: 20 });
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/ja\/events\/.+/);
  expect(await iconsWithoutShape(page)).toEqual({ count: expect.any(Number), missing: [] });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('works by keyboard: open, follow a link, and Escape returns focus', async ({ page }) => {
    await page.goto('/ko');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: '메뉴' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: '탐색' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel.getByRole('link', { name: '블로그' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: '블로그' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ko/blog');
    await expect(page.getByRole('button', { name: '메뉴' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing overflows horizontally at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of ['/', '/ja', '/ko/community', '/ja/privacy-policy']) {
      await page.goto(url);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('a keyboard walk through the header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab visits every header control in order, each visible with a focus ring, then leaves the header', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const stops: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' '),
          tag: element.tagName.toLowerCase(),
          inHeader: Boolean(element.closest('header')),
          inMain: Boolean(element.closest('main')),
          visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
          ring:
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none',
        };
      });
      expect(focused, `Tab ${step + 1} focuses something`).not.toBeNull();
      if (focused!.inMain) break;
      stops.push(`${focused!.tag}: ${focused!.name}`);
      expect(focused!.visible, `${focused!.name} is visible when focused`).toBe(true);
      expect(focused!.ring, `${focused!.name} shows a focus ring`).toBe(true);
    }
    // Skip link, home link, the menus, the language menu and sign-in; closed menus' links are not stops.
    expect(stops[0]).toBe('a: Skip to main content');
    for (const name of ['Explore', 'About', 'Sign in']) {
      expect(
        stops.some((stop) => stop.includes(name)),
        `${name} in ${stops.join(' | ')}`,
      ).toBe(true);
    }
    expect(
      stops.some((stop) => stop.startsWith('button: Language') || stop.includes('Language: English')),
    ).toBe(true);
    expect(stops.filter((stop) => stop.includes('Community'))).toEqual([]);
    expect(stops.length).toBeLessThan(20);
  });

  test('the language menu opens with Enter, its first choice is reachable by keyboard, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const languages = page.getByRole('banner').getByRole('navigation', { name: 'Choose a language' });
    const button = languages.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(languages.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('forms by keyboard alone', () => {
  test('sign-in: Tab between the fields, Enter submits, and a missing password is flagged on its field', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    const identifier = page.getByLabel('Email or username');
    await identifier.focus();
    await page.keyboard.type('keyboard-user@example.com');
    await page.keyboard.press('Tab');
    const password = page.getByRole('textbox', { name: 'Password (required)' });
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Enter your password\./);
    await expect(identifier).toHaveValue('keyboard-user@example.com');
    await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('contact: the submit button is reached by Tab and an empty send focuses the first field to fix', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    const submit = form.getByRole('button', { name: 'Send message' });
    await form.getByLabel('Message', { exact: false }).focus();
    for (let step = 0; step < 10; step += 1) {
      if (await submit.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  });
});

// The footer's newsletter prompt is a chunk loaded on the visitor's first contact with it: it works
// on the page the visitor opened and on a page reached inside the site, where there is no server HTML.
test("the footer's newsletter prompt checks the address on the first page and after a navigation in the site", async ({
  page,
}) => {
  const footer = messages('ja', 'footer');
  const prompt = page.getByRole('contentinfo').getByRole('form', { name: footer['newsletter.title'] });
  const checksAnAddress = async () => {
    // The visitor reaches the form: its chunk loads, and React owns the form.
    await reachIsland(page.locator('footer form[data-form="newsletter"]'));
    await prompt.getByRole('textbox', { name: footer['newsletter.emailLabel'] }).fill('not-an-address');
    await prompt.getByRole('button', { name: footer['newsletter.submit'] }).click();
    await expect(prompt.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      footer['newsletter.invalidEmail'],
    );
  };
  const promptChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/newsletter-prompt-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
      promptChunks.push(request.url());
  });
  await page.goto('/ja/about');
  await hydrated(page);
  // Shown on every page, sent by few: none of its code loads until the visitor reaches it.
  await page.waitForLoadState('networkidle');
  expect(promptChunks).toEqual([]);
  await checksAnAddress();
  expect(promptChunks).toHaveLength(1);

  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: messages('ja', 'header')['explore.community'], exact: true })
    .click();
  await page.waitForURL('**/ja/community');
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  await checksAnAddress();
});
