import { css } from '@emotion/react';
import React from 'react';
import { colors, radii, space } from '../../styles/theme';

/** Says that the content below is the English original, in the visitor's language. */
export function FallbackBanner({
  children,
  ...attributes
}: React.HTMLAttributes<HTMLParagraphElement> & { 'data-pagefind-ignore'?: string }): React.JSX.Element {
  return (
    <p
      {...attributes}
      role="note"
      css={css`
        margin: ${space[6]} 0 0;
        padding: ${space[3]} ${space[4]};
        border-left: 4px solid ${colors.noticeBorder};
        border-radius: ${radii.sm};
        background: ${colors.notice};
        color: ${colors.ink};
      `}
    >
      {children}
    </p>
  );
}
