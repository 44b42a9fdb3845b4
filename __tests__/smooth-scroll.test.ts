import {
  SMOOTH_SCROLL_CLASS,
  SMOOTH_SCROLL_FALLBACK_MS,
  endSmoothScroll,
  isInPageLink,
  watchInPageLinks,
} from '../src/features/navigation/smooth-scroll';

// jsdom's location: http://localhost/ (jest.config.js); the page on screen is /about.
beforeAll(() => {
  window.history.replaceState(null, '', '/about');
  watchInPageLinks(window);
});
beforeEach(() => {
  jest.useFakeTimers();
  endSmoothScroll();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.innerHTML = '<span>label</span>';
  document.body.append(anchor);
  return anchor;
}

/** A click that goes nowhere: jsdom would otherwise try to follow the link. */
function click(target: Element, init: MouseEventInit = {}): void {
  target.addEventListener('click', (event) => event.preventDefault(), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

const smooth = () => document.documentElement.classList.contains(SMOOTH_SCROLL_CLASS);

describe('isInPageLink', () => {
  it('is a link to another part of the page on screen', () => {
    expect(isInPageLink(link('#timeline'), window.location)).toBe(true);
    expect(isInPageLink(link('/about#timeline'), window.location)).toBe(true);
  });

  it('is not a link to another page, another query, another site, or without a hash', () => {
    expect(isInPageLink(link('/community#top'), window.location)).toBe(false);
    expect(isInPageLink(link('/about?tab=2#timeline'), window.location)).toBe(false);
    expect(isInPageLink(link('https://example.org/about#timeline'), window.location)).toBe(false);
    expect(isInPageLink(link('/about'), window.location)).toBe(false);
  });

  it('is not a link that opens elsewhere or downloads', () => {
    expect(isInPageLink(link('#timeline', { target: '_blank' }), window.location)).toBe(false);
    expect(isInPageLink(link('#timeline', { download: '' }), window.location)).toBe(false);
  });
});

describe('watchInPageLinks', () => {
  it('turns smooth scrolling on for a click on an in-page link (also on its inner text)', () => {
    click(link('#timeline').querySelector('span')!);
    expect(smooth()).toBe(true);
  });

  it('leaves it off for links to other pages and for clicks with a modifier or another button', () => {
    click(link('/community'));
    click(link('#timeline'), { ctrlKey: true });
    click(link('#timeline'), { button: 1 });
    expect(smooth()).toBe(false);
  });

  it('turns it off when the scroll ends', () => {
    click(link('#timeline'));
    document.dispatchEvent(new Event('scrollend'));
    expect(smooth()).toBe(false);
  });

  it('turns it off after a while when nothing scrolled, and when a route change ends it', () => {
    click(link('#timeline'));
    jest.advanceTimersByTime(SMOOTH_SCROLL_FALLBACK_MS - 1);
    expect(smooth()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(smooth()).toBe(false);

    click(link('#timeline'));
    endSmoothScroll();
    expect(smooth()).toBe(false);
  });
});
