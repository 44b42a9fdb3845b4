import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { Reveal } from './Reveal';

const listStyle = css`
  position: relative;
  margin: ${space[8]} 0 0;
  padding: 0 0 0 ${space[8]};
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: ${space[2]};
    bottom: ${space[2]};
    left: 0.6rem;
    width: 2px;
    background: ${colors.border};
  }
  li {
    position: relative;
    padding-bottom: ${space[8]};
  }
  li::before {
    content: '';
    position: absolute;
    top: 0.45rem;
    left: calc(-${space[8]} + 0.25rem);
    width: 0.9rem;
    height: 0.9rem;
    border: 3px solid ${colors.primary};
    border-radius: ${radii.pill};
    background: ${colors.surface};
  }
  time {
    display: block;
    font-weight: 800;
    font-size: ${fontSizes['2xl']};
    color: ${colors.primary};
    line-height: 1.2;
  }
  h3 {
    margin: ${space[1]} 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }
  li > div > :last-child {
    margin-bottom: 0;
  }
`;

export interface TimelineEntry {
  id: string;
  /** ISO date or year, for <time datetime>. */
  date: string;
  /** The date as the page shows it. */
  label: string;
  title: string;
  description: React.ReactNode;
}

/** Dated entries in order, as an ordered list so screen readers announce "1 of 4". */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }): React.JSX.Element {
  return (
    <ol css={listStyle}>
      {entries.map((entry) => (
        <Reveal as="li" key={entry.id}>
          <time dateTime={entry.date}>{entry.label}</time>
          <h3>{entry.title}</h3>
          <div>{entry.description}</div>
        </Reveal>
      ))}
    </ol>
  );
}
