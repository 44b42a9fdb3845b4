import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { StaticIsland } from '../src/components/ui/StaticIsland';
import { markHydrated } from '../src/features/hydration';

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
const { renderToString } = jest.requireActual('react-dom/server') as typeof import('react-dom/server');

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const loader = (window as unknown as { ___loader: { enqueue: jest.Mock; hovering?: jest.Mock } }).___loader;
const observed: Element[] = [];
Object.assign(window, {
  IntersectionObserver: class {
    observe(element: Element) {
      observed.push(element);
    }
    unobserve() {}
    disconnect() {}
  },
});

let renders = 0;
function Copy({ children }: { children: React.ReactNode }) {
  renders += 1;
  return <p>{children}</p>;
}

function Page() {
  return (
    <main>
      <StaticIsland as="section" className="band">
        <Copy>Meridian is a layer 2.</Copy>
        <a href="/ja/about">About</a>
        <a href="https://docs.meridian.network">Docs</a>
        <a href="/brand/kit.zip">Kit</a>
        <div data-reveal="">Card</div>
      </StaticIsland>
    </main>
  );
}

/** The page as a first load gets it: Gatsby's wrapper holding the server's HTML, then hydrated. */
async function hydrateFirstLoad(serverHtml: string, element: React.ReactElement): Promise<Root> {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${serverHtml}</div></div>`;
  const container = document.getElementById('gatsby-focus-wrapper')!;
  let root: Root;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return root!;
}

let errors: unknown[] = [];
beforeEach(() => {
  renders = 0;
  errors = [];
  observed.length = 0;
  navigateMock.mockClear();
  loader.enqueue.mockClear();
  loader.hovering = jest.fn();
});

describe('StaticIsland on the first load', () => {
  let root: Root;
  afterEach(() => act(() => root.unmount()));

  it('keeps the server HTML as it is without running the components inside', async () => {
    const serverHtml = renderToString(<Page />);
    renders = 0;
    root = await hydrateFirstLoad(serverHtml, <Page />);
    expect(renders).toBe(0);
    expect(errors).toEqual([]);
    // The same markup (the reveal watcher marks the block on screen as revealed).
    const island = document.getElementById('gatsby-focus-wrapper')!;
    island.querySelector('[data-reveal]')!.removeAttribute('class');
    expect(island.innerHTML).toBe(serverHtml);
    expect(screen.getByText('Meridian is a layer 2.')).toBeInTheDocument();
  });

  it('follows site links inside the app and leaves other links to the browser', async () => {
    root = await hydrateFirstLoad(renderToString(<Page />), <Page />);
    // What reaches the browser: whether the site took the click over (jsdom cannot navigate).
    const takenOver: boolean[] = [];
    const record = (event: Event) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByText('About'));
    expect(navigateMock).toHaveBeenCalledWith('/ja/about', { replace: false });
    fireEvent.click(screen.getByText('About'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Kit'));
    fireEvent.click(screen.getByText('Docs'));
    window.removeEventListener('click', record);
    expect(takenOver).toEqual([true, false, false, false]);
    expect(navigateMock).toHaveBeenCalledTimes(1);
  });

  it('prefetches site pages in view and under the pointer, and watches blocks that reveal', async () => {
    root = await hydrateFirstLoad(renderToString(<Page />), <Page />);
    expect(observed).toEqual([screen.getByText('About')]);
    fireEvent.mouseOver(screen.getByText('About'));
    expect(loader.hovering).toHaveBeenCalledWith('/ja/about');
    fireEvent.mouseOver(screen.getByText('Docs'));
    expect(loader.hovering).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(document.documentElement).toHaveClass('reveal-ready');
  });

  it('renders its children after all when React threw the server HTML away', async () => {
    // What the browser has when React rendered the page afresh: the island without content.
    root = await hydrateFirstLoad('<main><section class="band"></section></main>', <Page />);
    expect(screen.getByText('Meridian is a layer 2.')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(0);
  });
});

describe('StaticIsland without server HTML', () => {
  it('renders its children in tests, in develop and after a navigation inside the app', () => {
    render(<Page />);
    expect(renders).toBe(1);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/ja/about');
  });

  it('renders its children on pages mounted after the first one hydrated', () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><main>the previous page</main></div>';
    markHydrated();
    render(<Page />);
    expect(renders).toBe(1);
    expect(screen.getByText('Meridian is a layer 2.')).toBeInTheDocument();
  });
});
