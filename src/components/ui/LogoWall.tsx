import { css } from '@emotion/react';
import React from 'react';
import { colors, mq, radii, space } from '../../styles/theme';

const logoWallStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 5.5rem;
    padding: ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    /* The logos are drawn for a light ground: on the dark theme's surface their names vanished. */
    background: ${colors.paper};
  }
  img {
    display: block;
    max-height: 2.5rem;
    width: auto;
  }
`;

export interface WallLogo {
  id: string;
  /** Accessible name: the organisation. */
  name: string;
  src: string;
  width: number;
  height: number;
}

/** A wall of partner or backer logos; each image's alt text is the organisation's name. */
export function LogoWall({ logos, label }: { logos: readonly WallLogo[]; label: string }): React.JSX.Element {
  return (
    <ul css={logoWallStyle} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.id}>
          <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
