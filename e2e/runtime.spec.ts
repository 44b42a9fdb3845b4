import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, reachIsland, test } from './fixtures';
import { messages } from './site';

// Runtime behaviours of spec §2 (a new page at the top, back/forward at the saved position, a
// hash at its anchor), §4 (the hourly build check and its update event; a chunk-load error
// reloads on the next navigation) and §9 (the check's hour, the reload guard's 10 s).

const ARTICLE = '/blog/dapp-staking-explained';
const thisBuild = () =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../public/builds/latest.json'), 'utf8')) as {
    id: string;
    timestamp: number;
  };

/**
 * From the moment `newer()` is true, builds/latest.json answers with a newer build; before, the
 * request reaches the server (a tab reads its own build's id there as it starts). Returns the
 * latest.json requests the page sent.
 */
async function latestAnswers(page: import('@playwright/test').Page, newer: () => boolean): Promise<string[]> {
  const requests: string[] = [];
  await page.route('**/builds/latest.json?*', (route) => {
    requests.push(route.request().url());
    return newer()
      ? route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
      : route.continue();
  });
  return requests;
}

/** Marks the current document: the mark survives client-side navigation, not a page load. */
const markDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    (window as unknown as { documentMark?: string }).documentMark = 'still here';
  });
/**
 * The current document's mark: 'still here' until a page load replaces the document, then null.
 * While the old document is being replaced, 'loading' (its context is gone, the new one not yet
 * there), so that a poll waiting for null waits for the new document instead of failing.
 */
const documentMark = (page: import('@playwright/test').Page) =>
  page
    .evaluate(() => (window as unknown as { documentMark?: string }).documentMark ?? null)
    .catch((error: unknown) => {
      if (/Execution context was destroyed|navigating/i.test(String(error))) return 'loading';
      throw error;
    });

interface Frame {
  heading: string;
  y: number;
}
/**
 * From now on, records at every animation frame the main heading on screen and the scroll
 * position, so that a test sees what each painted frame showed, not where the page settled.
 */
const startFrameLog = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const holder = window as unknown as { frameLog?: Frame[] };
    const running = holder.frameLog !== undefined;
    holder.frameLog = [];
    if (running) return;
    const sample = () => {
      holder.frameLog!.push({
        heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
        y: Math.round(window.scrollY),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
const frameLog = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { frameLog?: Frame[] }).frameLog ?? []);
/**
 * A browser that draws its next frame late after an address change, as a loaded machine does:
 * for 50 ms after each pushState or back/forward, animation-frame callbacks wait 200 ms more.
 * Gatsby's router (@reach/router) sets the address first and renders the page in the next
 * animation frame, so for that long the address is the new page's and the document still the
 * old page's: a test must wait for the new page's content, not only its address.
 */
const drawFramesLateAfterAddressChange = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    let lateUntil = 0;
    const addressChanged = () => {
      lateUntil = performance.now() + 50;
    };
    const nativePushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      addressChanged();
      nativePushState(...args);
    };
    window.addEventListener('popstate', addressChanged, true);
    const nativeFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      performance.now() < lateUntil
        ? window.setTimeout(() => nativeFrame(callback), 200)
        : nativeFrame(callback);
  });

/** The first recorded frame that showed `heading`. */
async function firstFrameShowing(page: import('@playwright/test').Page, heading: string): Promise<Frame> {
  await expect.poll(async () => (await frameLog(page)).some((frame) => frame.heading === heading)).toBe(true);
  return (await frameLog(page)).find((frame) => frame.heading === heading)!;
}

test.describe('scroll and focus', () => {
  for (const frames of ['on time', 'late'] as const) {
    test(`a new page starts at the top, and back restores the position, in the first frame that shows it${frames === 'late' ? ' (the next frame drawn late, as on a loaded machine)' : ''}`, async ({
      page,
    }) => {
      if (frames === 'late') await drawFramesLateAfterAddressChange(page);
      await page.goto('/about');
      await hydrated(page);
      const aboutHeading = (await page.locator('main h1').first().textContent())!.trim();
      const footerLink = page.locator('footer').getByRole('link', { name: 'Community', exact: true });
      await footerLink.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(500);
      await markDocument(page);
      await startFrameLog(page);
      await footerLink.click();
      await expect(page).toHaveURL(/\/community$/);
      // The address changes a frame before the new page is drawn (drawFramesLateAfterAddressChange):
      // read the new page's heading once it is there, not the old one still on screen.
      const heading = page.locator('main h1').first();
      await expect(heading).not.toHaveText(aboutHeading);
      const communityHeading = (await heading.textContent())!.trim();
      // Not glided from the old position: the new page's first frame is at the top.
      expect((await firstFrameShowing(page, communityHeading)).y).toBe(0);
      expect(await documentMark(page)).toBe('still here');

      await startFrameLog(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      const restored = await firstFrameShowing(page, aboutHeading);
      expect(restored.y).toBeGreaterThan(before - 50);
      expect(restored.y).toBeLessThan(before + 50);
    });
  }

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`an in-page link ${reducedMotion === 'reduce' ? 'jumps to its target when motion is reduced' : 'glides to its target'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(ARTICLE);
      await hydrated(page);
      const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
      await link.scrollIntoViewIfNeeded();
      const start = await page.evaluate(() => Math.round(window.scrollY));
      await startFrameLog(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${(await link.getAttribute('href'))!}$`));
      // Settled: the same position over the last five frames, away from the start.
      await expect
        .poll(async () => {
          const ys = (await frameLog(page)).map((frame) => frame.y);
          return ys.length > 5 && new Set(ys.slice(-5)).size === 1 && ys.at(-1) !== start;
        })
        .toBe(true);
      const ys = (await frameLog(page)).map((frame) => frame.y);
      const end = ys.at(-1)!;
      const between = new Set(ys.filter((y) => y > Math.min(start, end) && y < Math.max(start, end)));
      if (reducedMotion === 'reduce') expect([...between]).toEqual([]);
      else expect(between.size).toBeGreaterThan(2);
    });
  }

  test('an in-page link scrolls its heading below the sticky header and moves focus to it', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await hydrated(page);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1);
    const hash = (await link.getAttribute('href'))!;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const heading = page.locator(hash);
    await expect(heading).toBeFocused();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(Math.round(headerBottom));
    // Tab continues from the heading, not from the contents list.
    await page.keyboard.press('Tab');
    const afterHeading = await heading.evaluate(
      (el) => !!(el.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    expect(afterHeading).toBe(true);
  });

  test('opening a URL with a hash shows that heading below the sticky header', async ({ page }) => {
    await page.goto(ARTICLE);
    const hash = (await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .nth(1)
      .getAttribute('href'))!;
    await page.goto(`${ARTICLE}${hash}`);
    await hydrated(page);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    // The page may scroll smoothly: wait for it to settle.
    const top = () => page.locator(hash).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(400);
    expect(await top()).toBeGreaterThanOrEqual(Math.floor(headerBottom));
  });
});

test.describe('links', () => {
  test('prefetch the pages they lead to once in view, links of static content with one observer', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const Native = window.IntersectionObserver;
      const counter = window as unknown as { observersMade: number };
      counter.observersMade = 0;
      window.IntersectionObserver = class extends Native {
        constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
          super(...args);
          counter.observersMade += 1;
        }
      };
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/ja/about');
    await hydrated(page);
    // Far more links than observers (the header's menu lists come only when opened).
    const links = await page.locator('a[href^="/ja/"]').count();
    expect(links).toBeGreaterThan(20);

    // Gatsby's loader takes four queued pages every few seconds; links scrolled past leave the
    // queue. Once the footer is in view, pages only the footer links to are fetched.
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    const elsewhere = new Set(await hrefs('header a[href^="/ja"], main a[href^="/ja"]'));
    const footerOnly = (await hrefs('footer nav a[href^="/ja/"]')).filter((href) => !elsewhere.has(href));
    expect(footerOnly.length).toBeGreaterThan(3);
    const footerLink = page.locator('footer a[href="/ja/community"]');
    await footerLink.scrollIntoViewIfNeeded();
    await expect
      .poll(() => footerOnly.filter((href) => requests.includes(`/page-data${href}/page-data.json`)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // The links of static islands (the main content, the footer's site map) are not hydrated:
    // they share one observer. Gatsby's Link watches each of the few hydrated ones (the header's).
    const observersMade = await page.evaluate(
      () => (window as unknown as { observersMade: number }).observersMade,
    );
    expect(observersMade).toBeLessThan(links / 2);

    await markDocument(page);
    await footerLink.click();
    await expect(page).toHaveURL(/\/ja\/community$/);
    expect(await documentMark(page)).toBe('still here');
  });
});

test.describe('static parts of a page', () => {
  test('on a first load, their links navigate inside the app and their cards reveal on scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.locator('#token li[data-reveal]').first();
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    await expect(card).not.toHaveClass(/is-revealed/);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/is-revealed/);

    await markDocument(page);
    await page.locator('#incubator a[href="/spacelabs"]').click();
    await expect(page).toHaveURL(/\/spacelabs$/);
    expect(await documentMark(page)).toBe('still here');
  });

  test('on a first load React adopts them as the server sent them, and hydrates the controls', async ({
    page,
  }) => {
    await page.goto('/ja/about');
    await hydrated(page);
    // React marks every element it hydrates with its fiber; adopted HTML has none.
    const hydratedByReact = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    expect(await hydratedByReact('main h1')).toBe(false);
    expect(await hydratedByReact('footer nav a')).toBe(false);
    expect(await hydratedByReact('header button')).toBe(true);
    // The footer's newsletter prompt: React's once the visitor reaches it (deferredForm).
    expect(await hydratedByReact('footer form input[type="email"]')).toBe(false);
    await reachIsland(page.locator('footer form'));
    expect(await hydratedByReact('footer form input[type="email"]')).toBe(true);
  });

  test('pages of one template reached one after another each show their own content', async ({ page }) => {
    await drawFramesLateAfterAddressChange(page);
    await page.goto('/blog');
    await hydrated(page);
    const listHeading = await page.locator('main h1').innerText();
    await markDocument(page);
    const articles = page.locator('main .card-title a[href^="/blog/"]');
    const [first, second] = [await articles.nth(0).innerText(), await articles.nth(1).innerText()];
    await articles.nth(0).click();
    await expect(page.locator('main h1')).toHaveText(first);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    // Until the list is drawn again, the cards on screen are the article's related ones.
    await expect(page.locator('main h1')).toHaveText(listHeading);
    await page.locator('main .card-title a[href^="/blog/"]').nth(1).click();
    await expect(page.locator('main h1')).toHaveText(second);
    expect(await documentMark(page)).toBe('still here');
  });

  test('a page reached inside the app shows them in full', async ({ page }) => {
    await page.goto('/ja/about');
    await hydrated(page);
    await markDocument(page);
    await page.locator('header a[href="/ja"]').first().click();
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.getByRole('heading', { name: messages('ja', 'home')['score.title'] })).toBeVisible();
    await expect(page.locator('footer nav a[href="/ja/community"]')).toBeVisible();
    expect(await documentMark(page)).toBe('still here');
  });
});

test.describe('build check', () => {
  test('at load it reads its build from builds/latest.json; an hour later a new id shows the notice', async ({
    page,
  }) => {
    await page.clock.install();
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    let newerLive = false;
    const latest = await latestAnswers(page, () => newerLive);
    await page.goto('/ja/about');
    await hydrated(page);
    // The tab's own build: no id is compiled into the bundle, it is read as the tab starts.
    await expect.poll(() => latest.length).toBe(1);
    expect(latest[0]).toMatch(/\?t=\d+$/);

    // About a second after idle: this build's meta, with its matcher and prerendered paths.
    await page.clock.runFor(3000);
    await expect.poll(() => requests).toContain(`/builds/meta/${thisBuild().id}.json`);
    const meta = (await (await page.request.get(`/builds/meta/${thisBuild().id}.json`)).json()) as {
      prerendered: string[];
      matcher: { templates: Array<{ path: string }> };
    };
    expect(meta.prerendered).toContain('/ja/about');
    expect(meta.matcher.templates.map((route) => route.path)).toContain('/blog/:slug');

    // A newer build goes live; nothing asks before the hour.
    newerLive = true;
    await page.clock.runFor(59 * 60 * 1000);
    expect(latest).toHaveLength(1);
    await expect(page.getByTestId('update-notice')).toHaveCount(0);

    await page.clock.runFor(61 * 1000);
    await expect.poll(() => latest.length).toBe(2);
    expect(latest[1]).toMatch(/\?t=\d+$/);
    const notice = page.getByTestId('update-notice');
    await expect(notice).toContainText(messages('ja', 'common')['buildUpdate.text']);
    await markDocument(page);
    await notice.getByRole('button', { name: messages('ja', 'common')['buildUpdate.reload'] }).click();
    await expect.poll(() => documentMark(page)).toBeNull();
  });

  test('the same id keeps the page quiet, and a slow connection skips the prefetch', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await page.clock.install();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/about');
    await hydrated(page);
    // The check starts once its chunk has loaded. Webpack gives a chunk 120 s to arrive, which a
    // ten-minute jump of the fake clock spends at once: let the network settle first.
    await page.waitForLoadState('networkidle');
    // Each check is planned when the previous answer has arrived, so the fake clock moves on in
    // steps of ten minutes until two hourly checks have gone out (after the one at load).
    const checks = () => requests.filter((url) => url === '/builds/latest.json').length;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(10 * 60 * 1000);
          return checks();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);
    expect(requests.filter((url) => url.startsWith('/builds/meta/'))).toEqual([]);
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
  });
});

test.describe('build check on in-app navigation', () => {
  test('a tab in use notices a newer build when the visitor moves, and its meta decides each navigation', async ({
    page,
  }) => {
    await page.clock.install();
    // The newer build still has /community, but no longer /about (taken down since).
    let newerLive = false;
    const latestRequests = await latestAnswers(page, () => newerLive);
    await page.route('**/builds/meta/a-newer-build.json', (route) =>
      route.fulfill({
        json: {
          id: 'a-newer-build',
          timestamp: Date.now(),
          matcher: { locales: ['', '/ja', '/ko'], templates: [] },
          prerendered: ['/', '/community', '/developers'],
        },
      }),
    );
    await page.goto('/developers');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The tab read its own build's id as it started; then the newer build goes live.
    await expect.poll(() => latestRequests.length).toBe(1);
    newerLive = true;

    // Within the first minute a navigation does not ask.
    await page.locator('footer a[href="/community"]').first().click();
    await expect(page).toHaveURL(/\/community$/);
    expect(latestRequests).toHaveLength(1);

    // Past it, the next navigation asks, and the notice appears without waiting for the hour.
    await page.clock.runFor(61 * 1000);
    await page.locator('footer a[href="/developers"]').first().click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect.poll(() => latestRequests.length).toBe(2);
    await expect(page.getByTestId('update-notice')).toBeVisible();

    // A page the newer build has: still an in-app navigation.
    await markDocument(page);
    await page.locator('footer a[href="/community"]').first().click();
    await expect(page).toHaveURL(/\/community$/);
    expect(await documentMark(page)).toBe('still here');

    // A page it no longer has: loaded from the server.
    await page.locator('footer a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => documentMark(page)).toBeNull();
  });
});

test.describe('chunk-load errors', () => {
  const failChunk = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      );
    });

  test('after one, the next navigation loads the page from the server', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await markDocument(page);
    await failChunk(page);
    // Not at once: the visitor keeps the page they are on until they move.
    await page.waitForTimeout(500);
    expect(await documentMark(page)).toBe('still here');
    await page.locator('footer').getByRole('link', { name: 'Community', exact: true }).click();
    await expect(page).toHaveURL(/\/community$/);
    await hydrated(page);
    await expect.poll(() => documentMark(page)).toBeNull();
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the reload guard prevents a loop: the same target is not reloaded twice within 10 s', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'meridian:chunk-reload',
        JSON.stringify({ path: '/community', until: Date.now() + 10_000 }),
      ),
    );
    await markDocument(page);
    await failChunk(page);
    await page.locator('footer').getByRole('link', { name: 'Community', exact: true }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await documentMark(page)).toBe('still here');
  });
});
