import { act, fireEvent } from '@testing-library/react';
import React, { useEffect, useState } from 'react';
import { replaceHydrateFunction } from '../gatsby-browser';

// Node's server build: the browser one (what 'react-dom/server' resolves to here) needs
// TextEncoder, which jsdom lacks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server.node') as typeof import('react-dom/server');

type Renderer = (element: React.ReactElement, container: Element) => void;
const renderer = (replaceHydrateFunction as unknown as () => Renderer)();

let effects = 0;
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    effects += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** The page as Gatsby serves it: server markup inside #___gatsby > #gatsby-focus-wrapper. */
function serveMarkup(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${markup}</div></div>`;
  return document.getElementById('___gatsby') as HTMLElement;
}

const app = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

beforeEach(() => {
  effects = 0;
});

describe('hydration (gatsby-browser replaceHydrateFunction)', () => {
  it('hydrates in slices that let other tasks run in between, and keeps the server markup', async () => {
    // Twenty sections that take 3 ms each to render: one blocking task of 60 ms in Gatsby's default.
    let rendered = 0;
    function SlowSection({ index }: { index: number }) {
      rendered += 1;
      const until = Date.now() + 3;
      while (Date.now() < until) {
        // A section that is slow to render.
      }
      return <p>Section {index}</p>;
    }
    const sections = Array.from({ length: 20 }, (_, index) => <SlowSection key={index} index={index} />);
    const container = serveMarkup(
      renderToString(
        <>
          {sections}
          <Counter />
        </>,
      ),
    );
    rendered = 0;
    const serverButton = container.querySelector('button');
    let renderedWhenAnotherTaskRan = -1;
    renderer(
      <div id="gatsby-focus-wrapper">
        {sections}
        <Counter />
      </div>,
      container,
    );
    setTimeout(() => {
      renderedWhenAnotherTaskRan = rendered;
    }, 0);
    expect(rendered).toBe(0);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // A task queued after hydration began ran while it was under way, not after all of it.
    expect(renderedWhenAnotherTaskRan).toBeGreaterThan(0);
    expect(renderedWhenAnotherTaskRan).toBeLessThan(20);
    expect(effects).toBe(1);
    // Hydrated, not re-rendered: the server's node is the one React now controls.
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.click(serverButton as HTMLButtonElement);
    expect(serverButton).toHaveTextContent('Clicked 1');
  });

  it('answers a tap that comes before hydration has finished', async () => {
    const container = serveMarkup(renderToString(<Counter />));
    const serverButton = container.querySelector('button') as HTMLButtonElement;
    renderer(app, container);
    await act(async () => {
      fireEvent.click(serverButton);
    });
    expect(serverButton).toHaveTextContent('Clicked 1');
  });

  it('renders afresh when the page has no server markup', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    const container = document.getElementById('___gatsby') as HTMLElement;
    await act(async () => {
      renderer(app, container);
    });
    expect(container.querySelector('button')).toHaveTextContent('Clicked 0');
  });
});
