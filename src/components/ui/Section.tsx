import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, space } from '../../styles/theme';
import { Container } from './Container';

/** The vertical rhythm of every band of a page (CallToAction's too). */
export const sectionStyle = css`
  padding: ${space[12]} 0;
  ${mq.md} {
    padding: ${space[16]} 0;
  }
`;

/** A band's ground by tone (Section's, and CallToAction's around its panel). */
export const tones = {
  plain: css``,
  muted: css`
    background: ${colors.band};
  `,
  dark: css`
    background: ${colors.night};
    color: ${colors.onNight};
    a:not([class]) {
      color: ${colors.nightLink};
    }
    .section-intro {
      color: ${colors.nightMuted};
    }
    .section-eyebrow {
      color: ${colors.accent};
    }
    :focus-visible {
      outline-color: ${colors.focusOnDark};
    }
  `,
} as const;

export type SectionTone = keyof typeof tones;

const eyebrowStyle = css`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.accentText};
  :lang(ja) &,
  :lang(ko) & {
    letter-spacing: 0.02em;
  }
`;

const headingStyle = css`
  max-width: 28em;
  font-size: ${fontSizes['2xl']};
  ${mq.md} {
    font-size: ${fontSizes['3xl']};
  }
`;

const introStyle = css`
  max-width: 44em;
  margin-bottom: 0;
  font-size: ${fontSizes.lg};
  color: ${colors.inkMuted};
`;

/** A titled band of a page; `id` makes it a link target. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: React.ReactNode;
  /** The band's background: plain (the page's), muted (a tinted band) or dark. */
  tone?: SectionTone;
  children?: React.ReactNode;
}): React.JSX.Element {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} css={[sectionStyle, tones[tone]]}>
      <Container>
        {eyebrow && (
          <p css={eyebrowStyle} className="section-eyebrow">
            {eyebrow}
          </p>
        )}
        {title && (
          <h2 id={headingId} css={headingStyle}>
            {title}
          </h2>
        )}
        {intro && (
          <p css={introStyle} className="section-intro">
            {intro}
          </p>
        )}
        {children}
      </Container>
    </section>
  );
}
