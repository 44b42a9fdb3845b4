import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, space } from '../../styles/theme';

const wrapperStyle = css`
  margin-top: ${space[6]};
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
  }
  /* The caption stays in view while the table scrolls sideways, and wraps to the frame. */
  caption {
    position: sticky;
    left: 0;
    max-width: calc(100vw - 2 * ${space[4]});
    padding: ${space[4]} ${space[5]};
    text-align: start;
    font-weight: 700;
    font-size: ${fontSizes.md};
  }
  th,
  td {
    padding: ${space[3]} ${space[5]};
    border-top: 1px solid ${colors.border};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap;
  }
  thead th {
    background: ${colors.surfaceMuted};
    font-weight: 700;
  }
  tbody th {
    font-weight: 600;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * A real table in a frame that scrolls sideways on narrow screens (and can be focused to scroll
 * by keyboard), so columns keep their headers instead of being squeezed.
 */
export function DataTable({
  caption,
  children,
}: {
  caption: string;
  /** <thead> and <tbody>. */
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable.
    <div css={wrapperStyle} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
