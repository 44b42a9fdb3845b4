import { css } from '@emotion/react';
import React from 'react';
import { mq, space } from '../../styles/theme';
import { Reveal } from './Reveal';

const splitStyle = css`
  display: grid;
  gap: ${space[8]};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space[12]};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const reversedStyle = css`
  ${mq.lg} {
    & > :first-of-type {
      order: 2;
    }
  }
`;

/** Text beside an illustration on wide screens, above it on narrow ones. */
export function Split({
  media,
  reversed = false,
  children,
}: {
  media: React.ReactNode;
  reversed?: boolean;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <div css={[splitStyle, reversed && reversedStyle]}>
      <div>{children}</div>
      <Reveal>{media}</Reveal>
    </div>
  );
}
