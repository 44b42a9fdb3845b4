import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/theme';
import { Container } from './Container';
import { Reveal } from './Reveal';

const sectionStyle = css`
  padding: ${space[12]} 0;
  ${mq.md} {
    padding: ${space[16]} 0;
  }
`;

const tones = {
  plain: css``,
  muted: css`
    background: ${colors.surfaceMuted};
  `,
  dark: css`
    background: ${colors.night};
    color: ${colors.surface};
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
  muted = false,
  tone = muted ? 'muted' : 'plain',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: React.ReactNode;
  /** Shorthand for tone="muted". */
  muted?: boolean;
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

const gridStyle = css`
  display: grid;
  gap: ${space[5]};
  padding: 0;
  margin: ${space[8]} 0 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const columnStyles = {
  2: css``,
  3: css`
    ${mq.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  4: css`
    ${mq.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  `,
} as const;

const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  color: ${colors.ink};
  h3 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  .card-body {
    flex: 1;
  }
  .card-body > * + * {
    margin-top: ${space[3]};
  }
  .card-action {
    font-weight: 600;
  }
  img {
    display: block;
  }
`;

/** Cards in a responsive grid: one column on phones, two from `sm`, `columns` from `lg`. */
export function CardGrid({
  children,
  columns = 3,
}: {
  children: React.ReactNode;
  columns?: 2 | 3 | 4;
}): React.JSX.Element {
  return <ul css={[gridStyle, columnStyles[columns]]}>{children}</ul>;
}

/** One card of a CardGrid: an optional icon, a title, its text and an optional action link. */
export function Card({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  /** A decorative image (alt=""), sized. */
  icon?: { src: string; width: number; height: number };
  action?: React.ReactNode;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <Reveal as="li">
      <div css={cardStyle}>
        {icon && <img src={icon.src} width={icon.width} height={icon.height} alt="" loading="lazy" />}
        <h3>{title}</h3>
        {children && <div className="card-body">{children}</div>}
        {action && <div className="card-action">{action}</div>}
      </div>
    </Reveal>
  );
}

const splitStyle = css`
  display: grid;
  gap: ${space[8]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[12]};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const reversedStyle = css`
  ${mq.lg} {
    & > :first-of-type {
      order: 2;
    }
  }
`;

/** Text beside an illustration on wide screens, above it on narrow ones. */
export function Split({
  media,
  reversed = false,
  children,
}: {
  media: React.ReactNode;
  reversed?: boolean;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <div css={[splitStyle, reversed && reversedStyle]}>
      <div>{children}</div>
      <Reveal>{media}</Reveal>
    </div>
  );
}

const logoWallStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 5.5rem;
    padding: ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  img {
    display: block;
    max-height: 2.5rem;
    width: auto;
  }
`;

export interface WallLogo {
  id: string;
  /** Accessible name: the organisation. */
  name: string;
  src: string;
  width: number;
  height: number;
}

/** A wall of partner or backer logos; each image's alt text is the organisation's name. */
export function LogoWall({ logos, label }: { logos: readonly WallLogo[]; label: string }): React.JSX.Element {
  return (
    <ul css={logoWallStyle} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.id}>
          <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

const ctaStyle = css`
  display: grid;
  gap: ${space[5]};
  padding: ${space[8]};
  border-radius: ${radii.lg};
  background: radial-gradient(120% 140% at 100% 0%, #2a2f8f 0%, ${colors.night} 70%);
  color: ${colors.surface};
  ${mq.md} {
    padding: ${space[10]} ${space[12]};
  }
  /* Side by side only when both fit: at tablet widths a row of buttons squeezed the title. */
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) fit-content(45%);
    align-items: center;
  }
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${colors.nightMuted};
  }
  .cta-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[3]};
  }
  :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`;

/** A closing call to action: a dark panel with a title, a sentence and buttons. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  /** ButtonLinks (variant "onDark" for secondary ones). */
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <section css={sectionStyle} aria-labelledby={`${id}-title`} id={id}>
      <Container>
        <div css={ctaStyle}>
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {text && <p>{text}</p>}
          </div>
          <div className="cta-actions">{children}</div>
        </div>
      </Container>
    </section>
  );
}
