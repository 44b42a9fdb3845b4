import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/theme';
import { Container } from './Container';

const sectionStyle = css`
  padding: ${space[12]} 0;
  ${mq.md} {
    padding: ${space[16]} 0;
  }
`;

const mutedStyle = css`
  background: ${colors.surfaceMuted};
`;

const headingStyle = css`
  font-size: ${fontSizes['2xl']};
  ${mq.md} {
    font-size: ${fontSizes['3xl']};
  }
`;

/** A titled band of a page; `id` makes it a link target. */
export function Section({
  id,
  title,
  muted = false,
  children,
}: {
  id?: string;
  title?: string;
  muted?: boolean;
  children: React.ReactNode;
}): React.JSX.Element {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      css={[sectionStyle, muted && mutedStyle]}
    >
      <Container>
        {title && (
          <h2 id={headingId} css={headingStyle}>
            {title}
          </h2>
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
  margin: ${space[6]} 0 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
`;

const cardStyle = css`
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export function CardGrid({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <ul css={gridStyle}>{children}</ul>;
}

export function Card({ title, children }: { title: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <li css={cardStyle}>
      <h3>{title}</h3>
      {children}
    </li>
  );
}
