import { css } from '@emotion/react';
import React from 'react';
import { Link } from '../ui/Link';
import { colors, fontSizes, fontStacks, mq, radii, shadows, space } from '../../styles/theme';

/* Blocks shared by the developer pages (hub, tech stack, university, builders program, Spacelabs),
 * built from the theme tokens and the ui/ components' look. */

const codeStyle = css`
  margin: ${space[4]} 0 0;
  min-width: 0;
  figcaption {
    margin-bottom: ${space[2]};
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.inkMuted};
  }
  .code-scroll {
    overflow-x: auto;
    border-radius: ${radii.md};
    background: ${colors.night};
  }
  .code-scroll:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  pre {
    margin: 0;
    padding: ${space[4]} ${space[5]};
    color: ${colors.codeOnNight};
    font-family: ${fontStacks.mono};
    font-size: 0.8125rem;
    line-height: 1.6;
    ${mq.md} {
      font-size: ${fontSizes.sm};
    }
  }
`;

/**
 * A code sample with a caption; code is never translated. Long lines scroll sideways inside a
 * frame that takes keyboard focus (like DataTable), so commands are never broken mid-word.
 */
export function CodeBlock({ caption, code }: { caption: string; code: string }): React.JSX.Element {
  return (
    <figure css={codeStyle}>
      <figcaption>{caption}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable. */}
      <div className="code-scroll" role="region" aria-label={caption} tabIndex={0}>
        <pre translate="no">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}

const linkListStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    min-width: 0;
    padding: ${space[4]} ${space[5]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  a {
    display: inline-block;
    font-weight: 700;
    font-size: ${fontSizes.lg};
  }
  p {
    margin: ${space[1]} 0 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

export interface LinkListItem {
  id: string;
  to: string;
  title: string;
  text: string;
}

/** Links with a line of explanation each (documentation, guides). */
export function LinkList({ items }: { items: readonly LinkListItem[] }): React.JSX.Element {
  return (
    <ul css={linkListStyle}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to}>{item.title}</Link>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

const checklistStyle = css`
  display: grid;
  gap: ${space[4]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${space[10]};
  }
  li {
    position: relative;
    min-width: 0;
    padding-left: 2.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    top: 0.15rem;
    left: 0;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: ${radii.pill};
    background: ${colors.accent};
  }
  li::after {
    content: '';
    position: absolute;
    top: 0.5rem;
    left: 0.58rem;
    width: 0.45rem;
    height: 0.75rem;
    border-right: 2px solid ${colors.surface};
    border-bottom: 2px solid ${colors.surface};
    transform: rotate(45deg);
  }
  strong {
    display: block;
    font-size: ${fontSizes.lg};
  }
  span {
    color: ${colors.inkMuted};
  }
`;

/** A list of criteria, each ticked: a bold line and its explanation. */
export function Checklist({
  items,
}: {
  items: readonly { id: string; title: string; text: string }[];
}): React.JSX.Element {
  return (
    <ul css={checklistStyle}>
      {items.map((item) => (
        <li key={item.id}>
          <strong>{item.title}</strong>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** Small uppercase-free tag ("Runs on Ethereum", "Week 3"). */
export const tagStyle = css`
  display: inline-block;
  padding: 0.1rem ${space[3]};
  border-radius: ${radii.pill};
  background: ${colors.surfaceMuted};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

/** Names of software and standards, shown as code. */
export const chipsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    display: inline-block;
    padding: 0.1rem ${space[2]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    font-family: ${fontStacks.mono};
    font-size: ${fontSizes.xs};
    color: ${colors.ink};
  }
`;

/** A framed panel for a figure beside text (kept here so the pages share one look). */
export const panelStyle = css`
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
`;

/** A definition list of named items beside an illustration (focus areas, themes). */
export const featureListStyle = css`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  div {
    padding-left: ${space[4]};
    border-left: 3px solid ${colors.accent};
  }
  dt {
    font-weight: 700;
    font-size: ${fontSizes.lg};
  }
  dd {
    margin: ${space[1]} 0 0;
    color: ${colors.inkMuted};
  }
`;
