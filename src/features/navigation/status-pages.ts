import { LOCALES } from '../i18n/locales';

const LOCALIZED_STATUS_PAGE = new RegExp(`^/(?:${LOCALES.join('|')})/(404|500)(?:\\.html)?/?$`);

/**
 * The status page (`/404.html`, `/500.html`) that a localized one (`/ja/404.html`, `/ko/500`)
 * stands for; null for every other page.
 */
export function statusPageFor(pagePath: string): string | null {
  const match = LOCALIZED_STATUS_PAGE.exec(pagePath);
  return match ? `/${match[1]}.html` : null;
}

/**
 * The server answers an unknown /ja/… URL with /ja/404.html. Gatsby's browser runtime keeps the
 * visitor's URL only when the page it loaded is a status page by its path (`/404`, `/500`, with
 * or without `.html`); for /ja/404.html it would replace the URL with /ja/404.html. So, before
 * the runtime compares them (this runs in `onClientEntry`), a localized status page is read as
 * the status page it stands for. Gatsby's own answer, a `/ja/*` match path, would list every
 * Japanese page in the JavaScript every visitor downloads (docs/benchmarks.md). The page still
 * renders in the URL's language (pages/404.tsx).
 */
export function keepVisitorUrlOnStatusPage(): void {
  const runtime = window as Window & { pagePath?: string };
  const statusPage = runtime.pagePath ? statusPageFor(runtime.pagePath) : null;
  if (statusPage) runtime.pagePath = statusPage;
}
