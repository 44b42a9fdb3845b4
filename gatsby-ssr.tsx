import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { loadNextEvents } from './src/components/events/NextEvents';
import { loadPageFeedback } from './src/components/feedback/DeferredPageFeedback';
import { loadOutdatedTranslationNotice } from './src/components/layout/Layout';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';
import { IconSprite } from './src/components/ui/IconSprite';
import { loadNewsletterPrompt } from './src/components/newsletter/DeferredNewsletterPrompt';
import { withOutdatedTranslation } from './src/features/i18n/outdated-translation';
import { rootRedirectScript } from './src/features/i18n/redirect';
import { CHUNK_ERROR_CATCHER } from './src/features/navigation/chunk-reload';
import { renderWithStylesInHead } from './src/pipeline/rendering/emotion-ssr';
import { GlobalStyles } from './src/styles/GlobalStyles';
import { themeHeadComponents } from './src/features/theme/theme-head';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

/** The layout shows the page's outdated-translation notice from its context. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) =>
  withOutdatedTranslation(element, props.pageContext);

/**
 * The page's emotion styles go in the head, not beside each element (see renderWithStylesInHead).
 * The lazily loaded prompt, upcoming events and outdated-translation notice are loaded first, so
 * no page suspends on them and every page's styles come in the order of its elements, whichever
 * page a render worker draws first.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  await Promise.all([
    loadNewsletterPrompt(),
    loadNextEvents(),
    loadOutdatedTranslationNotice(),
    loadPageFeedback(),
  ]);
  // The global rules are rendered here, apart from the page, not by its layout: they reach the
  // head as before (first, emotion's global tag) and no page's JavaScript carries them (-783 B
  // gzip a page, docs/benchmarks.md). Inside the page's tree they would shift React's ids. The
  // browser keeps the tag across navigations: emotion's cache adopts only its class tags.
  const { html, styles } = await renderWithStylesInHead(
    bodyComponent as React.ReactElement,
    <GlobalStyles />,
  );
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};

/**
 * Run before Gatsby's own code (their hashes are in each page's CSP): on `/` the language
 * redirect, first in the head so that a Japanese or Korean browser never paints the English page
 * (see rootRedirectScript); on every page the theme's palettes and its stored choice, before
 * anything paints (see themeHeadComponents), and CHUNK_ERROR_CATCHER. And the icons' sprite in the body.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHeadComponents([
    ...(pathname === '/'
      ? [<script key="root-language-redirect" dangerouslySetInnerHTML={{ __html: rootRedirectScript() }} />]
      : []),
    ...themeHeadComponents(),
    <script key="chunk-error-catcher" dangerouslySetInnerHTML={{ __html: CHUNK_ERROR_CATCHER }} />,
  ]);
  // The icons' shapes, outside the page's root: client navigation keeps them (ui/IconSprite.tsx).
  setPreBodyComponents([<IconSprite key="icon-sprite" />]);
};
