import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';

const listStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${space[4]};
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${space[1]};
    padding: ${space[5]};
    border-radius: ${radii.lg};
    background: ${colors.surfaceMuted};
  }
  .value {
    font-size: ${fontSizes['3xl']};
    font-weight: 800;
    line-height: 1.15;
    color: ${colors.primary};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    ${mq.md} {
      font-size: ${fontSizes['4xl']};
    }
  }
  .label {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const darkStyle = css`
  li {
    background: rgba(255, 255, 255, 0.06);
  }
  .value {
    color: ${colors.onNight};
  }
  .label {
    color: ${colors.nightMuted};
  }
`;

export interface Stat {
  id: string;
  /** Already formatted for the page's language. */
  value: string;
  label: string;
}

/** Key figures: a big value over its label (the label comes first in the markup, for reading order). */
export function StatList({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <ul css={[listStyle, onDark && darkStyle]}>
      {stats.map((stat) => (
        <li key={stat.id} data-stat={stat.id}>
          <span className="label">{stat.label}</span>
          <span className="value">{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
