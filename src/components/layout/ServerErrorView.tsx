import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';

export interface ServerErrorTexts {
  heading: string;
  text: string;
  reload: string;
  homeLink: string;
  homeHref: string;
}

/** English texts for the last-resort boundary, which may run before any translation loaded. */
export const FALLBACK_SERVER_ERROR_TEXTS: ServerErrorTexts = {
  heading: 'Internal Server Error',
  text: 'Something went wrong while showing this page. Please reload it, or come back in a few minutes.',
  reload: 'Reload the page',
  homeLink: 'Go to the home page',
  homeHref: '/',
};

/** The general error page ("Internal Server Error"); plain links so it works whatever broke. */
export function ServerErrorView({
  texts,
  landmark = true,
}: {
  texts: ServerErrorTexts;
  /** False when rendered inside the layout's own `<main>`. */
  landmark?: boolean;
}): React.JSX.Element {
  const Container = landmark ? 'main' : 'div';
  return (
    <Container
      id={landmark ? 'main' : undefined}
      css={css`
        max-width: 40rem;
        margin: 0 auto;
        padding: ${space[20]} ${space[5]};
        text-align: center;
        color: ${colors.ink};
      `}
    >
      <h1
        css={css`
          font-size: ${fontSizes['4xl']};
        `}
      >
        {texts.heading}
      </h1>
      <p>{texts.text}</p>
      <p
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${space[3]};
          justify-content: center;
        `}
      >
        <button type="button" css={buttonStyles.primary} onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
        <a href={texts.homeHref} css={buttonStyles.secondary}>
          {texts.homeLink}
        </a>
      </p>
    </Container>
  );
}
