import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, space } from '../../styles/theme';
import { Container } from './Container';
import { Illustration } from './Illustration';
import type { IllustrationFamily } from '../../illustrations';

const heroStyle = css`
  background: radial-gradient(120% 140% at 85% 0%, ${colors.nightGlow} 0%, ${colors.night} 60%);
  color: ${colors.onNight};
  /* Trimmed on phones, so that the page's content starts in the first screen. */
  padding: ${space[8]} 0 ${space[10]};
  ${mq.md} {
    padding: ${space[20]} 0;
  }
  a:not([class]) {
    color: ${colors.nightLink};
  }
`;

const eyebrowStyle = css`
  margin: 0 0 ${space[3]};
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.nightMuted};
  :lang(ja) &,
  :lang(ko) & {
    letter-spacing: 0.02em;
  }
`;

const titleStyle = css`
  max-width: 22em;
  font-size: ${fontSizes['3xl']};
  ${mq.md} {
    font-size: ${fontSizes['5xl']};
  }
  :lang(ja) &,
  :lang(ko) & {
    ${mq.md} {
      font-size: ${fontSizes['4xl']};
    }
  }
`;

const introStyle = css`
  max-width: 40em;
  font-size: ${fontSizes.lg};
  color: ${colors.nightMuted};
  ${mq.md} {
    font-size: ${fontSizes.xl};
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: ${space[6]};
`;

// The picture beside the text from md up; phones keep their first screen for the title and content.
const splitStyle = css`
  & > img {
    display: none;
  }
  ${mq.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space[10]};
    align-items: center;
    & > img {
      display: block;
      max-width: 34vw;
      height: auto;
    }
  }
`;

/** The opening band of every page: eyebrow, the page's one h1, an introduction, actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  illustration,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  /** The page family's picture (src/illustrations/), beside the text on wider screens. */
  illustration?: IllustrationFamily;
}): React.JSX.Element {
  const text = (
    <>
      {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
      <h1 css={titleStyle}>{title}</h1>
      {intro && <p css={introStyle}>{intro}</p>}
      {children && <div css={actionsStyle}>{children}</div>}
    </>
  );
  return (
    <header css={heroStyle}>
      <Container>
        {illustration ? (
          <div css={splitStyle}>
            <div>{text}</div>
            <Illustration family={illustration} />
          </div>
        ) : (
          text
        )}
      </Container>
    </header>
  );
}
