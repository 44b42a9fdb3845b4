import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, space } from '../../styles/theme';

const listStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  details {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space[4]};
    min-height: 48px;
    padding: ${space[3]} ${space[5]};
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  details[open] summary::after {
    transform: rotate(-135deg);
  }
  summary:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.md};
  }
  .answer {
    padding: 0 ${space[5]} ${space[4]};
    color: ${colors.inkMuted};
    font-size: ${fontSizes.md};
  }
  .answer > :last-child {
    margin-bottom: 0;
  }
`;

export interface AccordionItem {
  id: string;
  question: string;
  answer: React.ReactNode;
}

/**
 * Questions that open to their answers. Native <details>/<summary>: keyboard (Enter, Space)
 * and screen readers (expanded/collapsed) work without any script, and so does the page
 * without JavaScript.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }): React.JSX.Element {
  return (
    <ul css={listStyle}>
      {items.map((item) => (
        <li key={item.id}>
          <details id={item.id}>
            <summary>{item.question}</summary>
            <div className="answer">{item.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
