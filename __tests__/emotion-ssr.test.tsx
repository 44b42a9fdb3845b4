/** @jest-environment node */
// Node, as Gatsby renders pages: emotion's server code paths only run without a DOM.
import { Global, css } from '@emotion/react';
import React, { Suspense, lazy } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { renderWithStylesInHead } from '../src/pipeline/rendering/emotion-ssr';

const LaterSection = lazy(async () => ({
  default: function LaterSection() {
    return (
      <p
        css={css`
          color: rgb(1, 2, 3);
        `}
      >
        Loaded later
      </p>
    );
  },
}));

const titleStyle = css`
  font-size: 3rem;
`;

function Title() {
  return (
    <>
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />
      <h1 css={titleStyle}>Title</h1>
      <p
        css={css`
          color: rgb(4, 5, 6);
        `}
      >
        Intro
      </p>
    </>
  );
}

function styleTags(styles: React.ReactElement[]) {
  const markup = renderToStaticMarkup(<>{styles}</>);
  return [...markup.matchAll(/<style data-emotion="([^"]*)">([^<]*)<\/style>/g)].map((match) => ({
    key: match[1].split(' ')[0],
    ids: match[1].split(' ').slice(1),
    css: match[2],
  }));
}

const classNames = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' '));

test('the body has no style element; the head has the global rules, then every class the body uses', async () => {
  const { html, styles } = await renderWithStylesInHead(
    <main>
      <Title />
      <Suspense fallback={<p>Loading</p>}>
        <LaterSection />
      </Suspense>
    </main>,
  );
  expect(html).not.toContain('<style');
  // Like Gatsby's own renderer, it waits for suspended parts instead of sending their fallback.
  expect(html).toContain('Loaded later');
  expect(html).not.toContain('Loading');

  const [global, regular, ...rest] = styleTags(styles);
  expect(rest).toEqual([]);
  // The tags the browser's emotion cache adopts: `css-global <id>` per Global, `css <ids…>`.
  expect(global.key).toBe('css-global');
  expect(global.css).toBe('body{margin:0;}');
  expect(regular.key).toBe('css');
  const used = classNames(html).filter((name) => name.startsWith('css-'));
  expect(used).toHaveLength(3);
  for (const name of used) {
    expect(regular.ids).toContain(name.slice('css-'.length));
    expect(regular.css).toContain(`.${name}{`);
  }
  expect(regular.css).toContain('color:rgb(1, 2, 3);');
});

test('the markup is what emotion renders inline, without the style elements', async () => {
  const inline = renderToString(<Title />);
  expect(inline).toContain('<style');
  const { html } = await renderWithStylesInHead(<Title />);
  expect(html).toBe(inline.replace(/<style[^>]*>[^<]*<\/style>/g, ''));
});

test('a page without styles gets no empty style element', async () => {
  const { html, styles } = await renderWithStylesInHead(<p>Plain</p>);
  expect(html).toBe('<p>Plain</p>');
  expect(styles).toEqual([]);
});

test('an error outside any Suspense boundary fails the render (and so the build)', async () => {
  function Broken(): React.JSX.Element {
    throw new Error('entry 42 has no title');
  }
  await expect(renderWithStylesInHead(<Broken />)).rejects.toThrow('entry 42 has no title');
});

test('rules rendered apart from the page come first in the head and leave the page as it was, React ids included', async () => {
  function Disclosure() {
    const id = React.useId();
    return (
      <button type="button" aria-controls={id} css={titleStyle}>
        Menu
      </button>
    );
  }
  const page = (
    <main>
      <Disclosure />
    </main>
  );
  const apart = (
    <Global
      styles={css`
        p {
          margin: 0;
        }
      `}
    />
  );
  const alone = await renderWithStylesInHead(page);
  const withRules = await renderWithStylesInHead(page, apart);
  expect(withRules.html).toBe(alone.html);
  // The id React gives the button when it renders the page alone, as the browser hydrates it.
  const controls = (html: string) => /aria-controls="([^"]+)"/.exec(html)?.[1];
  expect(controls(withRules.html)).toBe(controls(renderToString(page)));
  const tags = styleTags(withRules.styles);
  expect(tags[0]).toMatchObject({ key: 'css-global' });
  expect(tags[0].css).toContain('p{margin:0;}');
  expect(tags.slice(1)).toEqual(styleTags(alone.styles));
});

test('the head carries each rule once, without vendor-prefixed copies for browsers the site does not run in', async () => {
  const row = css`
    display: flex;
    align-items: center;
    position: sticky;
    transition: transform 0.2s;
  `;
  const { styles } = await renderWithStylesInHead(
    <div css={row}>Row</div>,
    <Global
      styles={css`
        nav {
          display: inline-flex;
        }
      `}
    />,
  );
  const headCss = styleTags(styles)
    .map((tag) => tag.css)
    .join('');
  expect(headCss).toContain('display:flex;align-items:center;position:sticky;transition:transform 0.2s;');
  expect(headCss).toContain('nav{display:inline-flex;}');
  // Stylis's default plugin wrote `display:-webkit-box;display:-ms-flexbox;…` before each.
  expect(headCss).not.toMatch(/-webkit-|-ms-|-moz-/);
});
