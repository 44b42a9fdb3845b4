import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React, { useContext, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { HydrateOnInteraction } from '../src/components/ui/HydrateOnInteraction';
import { markHydrated } from '../src/features/hydration';

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
const { renderToString } = jest.requireActual('react-dom/server') as typeof import('react-dom/server');

let renders = 0;
/** A form with state, as the page feedback: the counter is React's, the field's text the visitor's. */
function Form() {
  renders += 1;
  // The page's language (gatsby-plugin-react-i18next's context), which the island carries.
  const { language } = useContext(I18nextContext);
  const [length, setLength] = useState(0);
  return (
    <form lang={language}>
      <label>
        Comment
        <textarea onInput={(event) => setLength(event.currentTarget.value.length)} />
      </label>
      <small>{length} characters</small>
    </form>
  );
}

/** What gatsby-plugin-react-i18next gives a page in `language`. */
const pageContext = (language: string) => ({
  language,
  languages: ['en', 'ja', 'ko'],
  defaultLanguage: 'en',
  routed: language !== 'en',
  generateDefaultLanguagePage: false,
  originalPath: '/blog/x',
  path: `/${language}/blog/x`,
});

function Page({ language, now = false }: { language: string; now?: boolean }) {
  return (
    <I18nextContext.Provider value={pageContext(language)}>
      <main>The article.</main>
      <HydrateOnInteraction now={now}>
        <Form />
      </HydrateOnInteraction>
    </I18nextContext.Provider>
  );
}

let errors: unknown[] = [];
let root: Root | undefined;

/** The page as a first load gets it: Gatsby's wrapper holding the server's HTML, then hydrated. */
async function hydrateFirstLoad(element: React.ReactElement): Promise<string> {
  const serverHtml = renderToString(element);
  renders = 0;
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${serverHtml}</div></div>`;
  await act(async () => {
    root = hydrateRoot(document.getElementById('gatsby-focus-wrapper')!, element, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return serverHtml;
}

/** Lets the island's own root, started by an event, render and commit. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  renders = 0;
  errors = [];
  jest.spyOn(console, 'error');
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  await settle();
  // A recoverable error or a warning of React's (a mismatch, an unmount during a commit) fails here.
  expect(console.error).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('HydrateOnInteraction on the first load', () => {
  it('keeps the server HTML without running its components until the visitor reaches it', async () => {
    const serverHtml = await hydrateFirstLoad(<Page language="ja" />);
    expect(renders).toBe(0);
    expect(document.getElementById('gatsby-focus-wrapper')!.innerHTML).toBe(serverHtml);
    await settle();
    expect(renders).toBe(0);
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('hydrates on input without a focus event first (a browser filling the field in)', async () => {
    await hydrateFirstLoad(<Page language="en" />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    fireEvent.input(field, { target: { value: 'abc' } });
    await settle();
    expect(renders).toBeGreaterThan(0);
    fireEvent.input(field, { target: { value: 'abcd' } });
    expect(screen.getByText('4 characters')).toBeInTheDocument();
  });

  it('hydrates in a root of its own on the first focus, keeping what was typed, with the page’s context', async () => {
    await hydrateFirstLoad(<Page language="ja" />);
    const field = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    field.value = 'typed before';
    field.focus();
    await settle();
    expect(renders).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    // The same element, adopted: the text and the focus stay; the page's language came with the island.
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBe(field);
    expect(field).toHaveValue('typed before');
    expect(field).toHaveFocus();
    expect(document.querySelector('form')).toHaveAttribute('lang', 'ja');
    // React's now: the counter counts.
    fireEvent.input(field, { target: { value: 'typed before!' } });
    expect(screen.getByText('13 characters')).toBeInTheDocument();
  });

  it('hydrates on a pointer moving over it', async () => {
    await hydrateFirstLoad(<Page language="en" />);
    fireEvent.pointerOver(screen.getByText('0 characters'));
    await settle();
    expect(renders).toBeGreaterThan(0);
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'ab' } });
    expect(screen.getByText('2 characters')).toBeInTheDocument();
  });

  it('stays in place, untouched, when the page above it renders again with a new context', async () => {
    await hydrateFirstLoad(<Page language="en" />);
    await act(async () => root!.render(<Page language="en-changed" />));
    expect(renders).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  });

  it('hydrates at once when told to (the page is the server’s answer to its form)', async () => {
    await hydrateFirstLoad(<Page language="en" now />);
    await settle();
    expect(renders).toBeGreaterThan(0);
  });

  it('unmounts its root with the page', async () => {
    await hydrateFirstLoad(<Page language="en" />);
    screen.getByRole('textbox').focus();
    await settle();
    const field = screen.getByRole('textbox');
    await act(async () => root!.render(<main>Another page</main>));
    await settle();
    expect(field.isConnected).toBe(false);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('renders its children after all when React threw the server HTML away', async () => {
    document.body.innerHTML =
      '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>The article.</main><div data-hydrate-on-interaction=""></div></div></div>';
    await act(async () => {
      root = hydrateRoot(document.getElementById('gatsby-focus-wrapper')!, <Page language="en" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  });
});

describe('HydrateOnInteraction without server HTML', () => {
  it('renders its children at once in tests and after a navigation inside the app', () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><main>the previous page</main></div>';
    markHydrated();
    const { unmount } = render(<Page language="ko" />);
    expect(renders).toBe(1);
    expect(document.querySelector('form')).toHaveAttribute('lang', 'ko');
    unmount();
  });
});
