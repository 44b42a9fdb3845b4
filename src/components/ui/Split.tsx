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

const besideOnlyStyle = css`
  ${mq.belowLg} {
    & > :last-child {
      display: none;
    }
  }
`;

/** Text beside an illustration on wide screens, above it on narrow ones (or alone: `mediaBesideOnly`). */
export function Split({
  media,
  reversed = false,
  mediaBesideOnly = false,
  children,
}: {
  media: React.ReactNode;
  reversed?: boolean;
  /**
   * A decorative picture shown only beside the text, not under it on phones and tablets: there it
   * would end the band with a picture-sized gap after the text's last line.
   */
  mediaBesideOnly?: boolean;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <div css={[splitStyle, reversed && reversedStyle, mediaBesideOnly && besideOnlyStyle]}>
      <div>{children}</div>
      <Reveal>{media}</Reveal>
    </div>
  );
}
