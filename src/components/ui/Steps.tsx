import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';
import { Reveal } from './Reveal';

const stepsStyle = css`
  counter-reset: step;
  display: grid;
  gap: ${space[6]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  & > li {
    counter-increment: step;
    position: relative;
    min-width: 0;
    padding-left: 3.5rem;
  }
  & > li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  /* The line that joins one number to the next. */
  & > li:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 2.75rem;
    bottom: calc(-${space[6]} + 0.25rem);
    left: calc(1.25rem - 1px);
    width: 2px;
    background: ${colors.border};
  }
  h3 {
    margin: 0.35rem 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.inkMuted};
  }
  li > div > :last-child {
    margin-bottom: 0;
  }
  .step-label {
    display: block;
    margin-top: 0.55rem;
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.primary};
  }
  .step-label + h3 {
    margin-top: ${space[1]};
  }
`;

/** Wide screens: the steps side by side, the number above each, the line running across. */
const stepsRowStyle = css`
  ${mq.lg} {
    grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
    gap: ${space[8]};
    & > li {
      padding-left: 0;
      padding-top: 3.5rem;
    }
    & > li:not(:last-child)::after {
      top: calc(1.25rem - 1px);
      bottom: auto;
      left: 3.25rem;
      right: calc(-${space[8]} + 0.75rem);
      width: auto;
      height: 2px;
    }
    .step-label {
      margin-top: 0;
    }
    h3 {
      margin-top: ${space[1]};
    }
  }
`;

export interface StepItem {
  id: string;
  /** A small line above the title ("Weeks 1–2"). */
  label?: string;
  title: string;
  children?: React.ReactNode;
}

/** Numbered steps in order (an <ol>): a column, or a row from `lg` with `row`. */
export function Steps({
  items,
  row = false,
}: {
  items: readonly StepItem[];
  row?: boolean;
}): React.JSX.Element {
  return (
    <ol
      css={[stepsStyle, row && stepsRowStyle]}
      style={row ? ({ '--steps': items.length } as React.CSSProperties) : undefined}
    >
      {items.map((item) => (
        <Reveal as="li" key={item.id}>
          {item.label && <span className="step-label">{item.label}</span>}
          <h3>{item.title}</h3>
          <div>{item.children}</div>
        </Reveal>
      ))}
    </ol>
  );
}
