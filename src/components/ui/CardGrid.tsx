import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { cardGrid } from '../../styles/lists';
import { Reveal } from './Reveal';

const gridMargin = css`
  margin: ${space[8]} 0 0;
`;

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

/**
 * Cards in a responsive grid: one column on phones, two from `sm`, `columns` from `lg`; an
 * ordered list when the order means something (the modules of a course).
 */
export function CardGrid({
  children,
  columns = 3,
  ordered = false,
}: {
  children: React.ReactNode;
  columns?: 2 | 3 | 4;
  ordered?: boolean;
}): React.JSX.Element {
  const List = ordered ? 'ol' : 'ul';
  return <List css={[cardGrid(columns), gridMargin]}>{children}</List>;
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
