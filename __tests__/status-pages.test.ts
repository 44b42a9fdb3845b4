import { keepVisitorUrlOnStatusPage, statusPageFor } from '../src/features/navigation/status-pages';

describe('localized status pages', () => {
  it('stand for the status page of their kind, in every language', () => {
    expect(statusPageFor('/ja/404.html')).toBe('/404.html');
    expect(statusPageFor('/ko/404')).toBe('/404.html');
    expect(statusPageFor('/en/500.html')).toBe('/500.html');
    expect(statusPageFor('/ja/500/')).toBe('/500.html');
  });

  it('leave every other page alone', () => {
    for (const path of ['/404.html', '/ja', '/ja/about', '/ja/blog/404', '/fr/404.html', '/ja/4040'])
      expect(statusPageFor(path)).toBeNull();
  });

  it("make Gatsby's runtime read /ja/404.html as /404.html, and nothing else", () => {
    const runtime = window as Window & { pagePath?: string };
    runtime.pagePath = '/ja/404.html';
    keepVisitorUrlOnStatusPage();
    expect(runtime.pagePath).toBe('/404.html');
    runtime.pagePath = '/ja/about';
    keepVisitorUrlOnStatusPage();
    expect(runtime.pagePath).toBe('/ja/about');
    delete runtime.pagePath;
  });
});
