import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import React, { useEffect, useRef } from 'react';
import { followInApp } from '../src/features/navigation/link-click';
import { prefetchOnHover, prefetchWhenVisible } from '../src/features/navigation/prefetch';

// Links of static islands are server HTML that React never hydrates: StaticIsland follows them
// inside the app and prefetches them with these rules, the ones Gatsby's Link applies to its own.

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const loader = (window as unknown as { ___loader: { enqueue: jest.Mock; hovering?: jest.Mock } }).___loader;

/** jsdom has no IntersectionObserver: this one lets a test say which links came into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element, isIntersecting = true) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** An anchor wired as StaticIsland wires the site links of its server HTML. */
function IslandLink({
  href,
  onClick,
  children,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }): React.JSX.Element {
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => (anchor.current ? prefetchWhenVisible(anchor.current, href) : undefined), [href]);
  return (
    <a
      ref={anchor}
      {...rest}
      href={href}
      onMouseEnter={() => prefetchOnHover(href)}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, event.currentTarget, href);
      }}
    >
      {children}
    </a>
  );
}

function renderAt(pathname: string, ui: React.ReactElement) {
  window.history.pushState(null, '', pathname);
  return render(ui);
}

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

beforeEach(() => {
  navigateMock.mockClear();
  loader.enqueue.mockClear();
  loader.hovering = jest.fn();
});

describe('site links of static islands', () => {
  it('navigates inside the app on a plain click', () => {
    renderAt('/ja', <IslandLink href="/ja/about">About</IslandLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(navigateMock).toHaveBeenCalledWith('/ja/about', { replace: false });
  });

  it('leaves modified clicks, other buttons and new-tab links to the browser', () => {
    renderAt(
      '/',
      <>
        <IslandLink href="/about">About</IslandLink>
        <IslandLink href="/blog" target="_blank">
          Blog
        </IslandLink>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])
      expect(fireEvent.click(about, { [modifier]: true })).toBe(true);
    expect(fireEvent.click(about, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("runs the caller's click handler first and respects its preventDefault", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <IslandLink href="/about" onClick={onClick}>
        About
      </IslandLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('replaces the history entry of the page on screen when followed', () => {
    renderAt(
      '/ko/blog',
      <>
        <IslandLink href="/ko/blog">Blog</IslandLink>
        <IslandLink href="/ko/about">About</IslandLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(navigateMock).toHaveBeenCalledWith('/ko/blog', { replace: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigateMock).toHaveBeenLastCalledWith('/ko/about', { replace: false });
    window.history.pushState(null, '', '/');
  });

  it('queues a page for prefetching while its link is in view, and on hover, with one shared observer', () => {
    const abort = jest.fn();
    loader.enqueue.mockReturnValue({ abort });
    renderAt(
      '/',
      <>
        <IslandLink href="/about#team">About</IslandLink>
        <IslandLink href="/blog?page=2">Blog</IslandLink>
        <IslandLink href="/">Home</IslandLink>
      </>,
    );
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.observed.size).toBe(3);
    expect(loader.enqueue).not.toHaveBeenCalled();

    const about = screen.getByRole('link', { name: 'About' });
    observer.show(about);
    expect(loader.enqueue).toHaveBeenCalledWith('/about');
    // Still in view on the next report: queued once.
    observer.show(about);
    expect(loader.enqueue).toHaveBeenCalledTimes(1);
    // Scrolled past before its turn came: out of the queue, so what is in view goes first.
    observer.show(about, false);
    expect(abort).toHaveBeenCalledTimes(1);
    // The page already on screen is not fetched again.
    observer.show(screen.getByRole('link', { name: 'Home' }));
    expect(loader.enqueue).toHaveBeenCalledTimes(1);

    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Blog' }));
    expect(loader.hovering).toHaveBeenCalledWith('/blog?page=2');
    loader.enqueue.mockReset();
  });

  it('stops watching a link that leaves the page, and drops its queued prefetch', () => {
    const abort = jest.fn();
    loader.enqueue.mockReturnValue({ abort });
    const { unmount } = renderAt('/', <IslandLink href="/community">Community</IslandLink>);
    const observer = FakeIntersectionObserver.instances[0];
    const before = observer.observed.size;
    observer.show(screen.getByRole('link', { name: 'Community' }));
    unmount();
    expect(observer.observed.size).toBe(before - 1);
    expect(abort).toHaveBeenCalledTimes(1);
    loader.enqueue.mockReset();
  });
});
