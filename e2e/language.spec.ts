import { expect, hydrated, test } from './fixtures';

const COOKIE = 'i18n_redirected';

async function localeCookie(context: import('@playwright/test').BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

test.describe('language detection on /', () => {
  test.use({ locale: 'ja-JP' });

  test('a Japanese browser without a cookie lands on /ja and the choice is stored for a year', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForURL('**/ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('ja');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test('the head of / sends a Japanese browser to /ja before any bundle runs, so English never paints', async ({
    page,
    context,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const redirect = html.indexOf('i18n_redirected');
    expect(redirect).toBeGreaterThan(-1);
    expect(redirect).toBeLessThan(html.indexOf('<body'));
    // No JavaScript file loads at all: only the inline script in the head can redirect.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    await page.waitForURL('**/ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect((await localeCookie(context))?.value).toBe('ja');
  });

  test('a cookie set to English keeps a Japanese browser on /', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: COOKIE, value: 'en', url: baseURL! }]);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('only the root path is redirected', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/about');
  });
});

test.describe('the language switcher', () => {
  test.use({ locale: 'ko-KR' });

  test('from /ja/community, English lands on /community and later visits to / stay English', async ({
    page,
    context,
  }) => {
    await page.goto('/ja/community');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: '言語を選択' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL((url) => url.pathname === '/community');
    expect(new URL(page.url()).pathname).toBe('/community');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('A community that speaks your language');
    expect((await localeCookie(context))?.value).toBe('en');

    // A Korean browser that chose English is never sent to /ko again.
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switching to Korean keeps the page and stores the choice', async ({ page, context }) => {
    await page.goto('/developers/techstack');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: '한국어' }).click();
    await page.waitForURL('**/ko/developers/techstack');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect((await localeCookie(context))?.value).toBe('ko');
  });
});
