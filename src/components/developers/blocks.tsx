import { css } from '@emotion/react';
import React from 'react';
import { Link } from '../ui/Link';
import { Reveal } from '../ui/Reveal';
import { colors, fontSizes, fontStacks, mq, radii, shadows, space } from '../../styles/theme';

/* Blocks shared by the developer pages (hub, tech stack, university, builders program, Spacelabs),
 * built from the theme tokens and the ui/ components' look. */

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
    color: #e6e8f5;
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

const orderedGridStyle = css`
  display: grid;
  gap: ${space[5]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Like CardGrid, but an ordered list (modules of a course): give it `Card`s. */
export function OrderedCardGrid({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <ol css={orderedGridStyle}>{children}</ol>;
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
