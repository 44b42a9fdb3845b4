import React from 'react';
import { iconSizes } from '../../styles/theme';
import type { IconName } from './icons';

/** The id of an icon's <symbol> in the page's sprite (IconSprite). */
export const iconId = (name: IconName): string => `icon-${name}`;

/**
 * One icon of the set (./icons.ts, lucide) as an inline SVG that uses the page's sprite, whose
 * symbols carry the stroke (IconSprite): the JavaScript holds the icon's name and size only. Icons
 * are decorative: the text beside them, or the button's name, says what they mean.
 */
export function Icon({
  name,
  size = 'sm',
  className,
}: {
  name: IconName;
  size?: keyof typeof iconSizes;
  className?: string;
}): React.JSX.Element {
  const px = iconSizes[size];
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={px}
      height={px}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
