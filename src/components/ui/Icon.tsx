import React from 'react';
import { iconSizes } from '../../styles/theme';
import type { IconNode } from './icons';

/**
 * One icon of the set (./icons.ts, lucide's data) as an inline SVG: drawn in the text's colour
 * (`currentColor`, so it follows the theme) with lucide's 2-px round stroke at every size. Icons are
 * decorative: the text beside them, or the button's accessible name, says what they mean.
 */
export function Icon({
  icon,
  size = 'sm',
  className,
}: {
  icon: IconNode;
  size?: keyof typeof iconSizes;
  className?: string;
}): React.JSX.Element {
  const px = iconSizes[size];
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attributes], index) => React.createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
