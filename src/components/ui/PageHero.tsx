import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, space } from '../../styles/theme';
import { Container } from './Container';

const heroStyle = css`
  background: radial-gradient(120% 140% at 85% 0%, ${colors.nightGlow} 0%, ${colors.night} 60%);
  color: ${colors.onNight};
  padding: ${space[12]} 0 ${space[16]};
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

/** The opening band of every page: eyebrow, the page's one h1, an introduction, actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <header css={heroStyle}>
      <Container>
        {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
        <h1 css={titleStyle}>{title}</h1>
        {intro && <p css={introStyle}>{intro}</p>}
        {children && <div css={actionsStyle}>{children}</div>}
      </Container>
    </header>
  );
}
