import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { RootErrorBoundary } from './src/components/layout/RootErrorBoundary';
import { LOCALES } from './src/features/i18n/locales';
import { rootRedirectScript } from './src/features/i18n/redirect';
import { CHUNK_ERROR_CATCHER } from './src/features/navigation/chunk-reload';
import { renderWithStylesInHead } from './src/features/rendering/emotion-ssr';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootErrorBoundary>{element}</RootErrorBoundary>
);

/** The page's emotion styles go in the head, not beside each element (see renderWithStylesInHead). */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = await renderWithStylesInHead(bodyComponent as React.ReactElement);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};

/**
 * Run before Gatsby's own code (their hashes are in each page's CSP): on `/` the language
 * redirect, first in the head so that a Japanese or Korean browser never paints the English page
 * (see rootRedirectScript); on every page CHUNK_ERROR_CATCHER.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    ...(pathname === '/'
      ? [<script key="root-language-redirect" dangerouslySetInnerHTML={{ __html: rootRedirectScript() }} />]
      : []),
    <script key="chunk-error-catcher" dangerouslySetInnerHTML={{ __html: CHUNK_ERROR_CATCHER }} />,
  ]);
};

const LOCALIZED_STATUS_PAGE = new RegExp(`^/(${LOCALES.join('|')})/(404|500)(\\.html)?/?$`);

/**
 * The server answers an unknown /ja/… URL with /ja/404.html. Gatsby's browser runtime keeps the
 * visitor's URL only when the page's recorded path is a status page (`/404`, `/500`); for
 * /ja/404.html it would replace the URL with /ja/404.html. So the localized status pages record
 * the English one's path; the page still renders in the URL's language (see pages/404.tsx).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const match = LOCALIZED_STATUS_PAGE.exec(pathname);
  if (!match) return;
  const statusPath = `/${match[2]}.html`;
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(component))
        return component;
      const html = component.props.dangerouslySetInnerHTML?.__html;
      if (component.props.id !== 'gatsby-script-loader' || !html) return component;
      return React.cloneElement(component, {
        dangerouslySetInnerHTML: {
          __html: html.replace(/window\.pagePath="[^"]*"/, `window.pagePath=${JSON.stringify(statusPath)}`),
        },
      });
    }),
  );
};
