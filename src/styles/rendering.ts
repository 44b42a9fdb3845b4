import { css } from '@emotion/react';

/**
 * For the footer, below the fold on every page: the browser skips its style, layout and paint
 * until it nears the viewport. The first layout of a page is the costliest task of its load on
 * a phone (font fallback for the language names, line breaking), and the footer is a fifth of it.
 * `auto` remembers the real height once rendered; the length is only a first guess.
 * Not for bands in the middle of a page: an in-page link or the back button would scroll to a
 * position computed from guessed heights and land beside its target.
 */
export const renderWhenNearViewport = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedHeight};
`;
