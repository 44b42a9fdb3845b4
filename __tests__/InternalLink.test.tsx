import { LocationContext } from '@gatsbyjs/reach-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { InternalLink } from '../src/components/ui/InternalLink';

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

function renderAt(pathname: string, ui: React.ReactElement) {
  return render(<LocationContext.Provider value={{ location: { pathname } }}>{ui}</LocationContext.Provider>);
}

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

beforeEach(() => {
  navigateMock.mockClear();
  loader.enqueue.mockClear();
  loader.hovering = jest.fn();
});

describe('InternalLink', () => {
  it('navigates inside the app on a plain click', () => {
    renderAt('/ja', <InternalLink href="/ja/about">About</InternalLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(navigateMock).toHaveBeenCalledWith('/ja/about', { replace: false });
  });

  it('leaves modified clicks, other buttons and new-tab links to the browser', () => {
    renderAt(
      '/',
      <>
        <InternalLink href="/about">About</InternalLink>
        <InternalLink href="/blog" target="_blank">
          Blog
        </InternalLink>
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
      <InternalLink href="/about" onClick={onClick}>
        About
      </InternalLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('marks the page on screen as current and replaces its history entry when followed', () => {
    window.history.pushState(null, '', '/ko/blog');
    renderAt(
      '/ko/blog',
      <>
        <InternalLink href="/ko/blog">Blog</InternalLink>
        <InternalLink href="/ko/blog#latest">Latest</InternalLink>
        <InternalLink href="/ko/about">About</InternalLink>
      </>,
    );
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Latest' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    fireEvent.click(blog);
    expect(navigateMock).toHaveBeenCalledWith('/ko/blog', { replace: true });
    window.history.pushState(null, '', '/');
  });

  it("lets the caller's aria-current win (the language switcher says 'true')", () => {
    renderAt(
      '/ja',
      <InternalLink href="/ja" aria-current="true">
        日本語
      </InternalLink>,
    );
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'true');
  });

  it('queues a page for prefetching while its link is in view, and on hover, with one shared observer', () => {
    const abort = jest.fn();
    loader.enqueue.mockReturnValue({ abort });
    renderAt(
      '/',
      <>
        <InternalLink href="/about#team">About</InternalLink>
        <InternalLink href="/blog?page=2">Blog</InternalLink>
        <InternalLink href="/">Home</InternalLink>
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
    const { unmount } = renderAt('/', <InternalLink href="/community">Community</InternalLink>);
    const observer = FakeIntersectionObserver.instances[0];
    const before = observer.observed.size;
    observer.show(screen.getByRole('link', { name: 'Community' }));
    unmount();
    expect(observer.observed.size).toBe(before - 1);
    expect(abort).toHaveBeenCalledTimes(1);
    loader.enqueue.mockReset();
  });

  it('is a plain anchor: nothing but href and aria-current of its own', () => {
    const { container } = renderAt(
      '/about',
      <>
        <InternalLink href="/about">About</InternalLink>
        <InternalLink href="/blog">Blog</InternalLink>
      </>,
    );
    expect(container.innerHTML).toBe(
      '<a aria-current="page" href="/about">About</a><a href="/blog">Blog</a>',
    );
  });
});
