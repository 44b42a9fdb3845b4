import React from 'react';
import { iconId } from './Icon';
import { ICONS, type IconName } from './icons';

/**
 * lucide's drawing, the same for every icon: a 2-px round stroke in the text's colour
 * (`currentColor` is the colour of the <svg> that uses the symbol, so icons follow the theme).
 */
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The shapes of the site's icons as <symbol>s, written into every page's HTML at build time
 * (gatsby-ssr.tsx, before the page's root): each <Icon> uses one, so the icons' path data is
 * in the HTML once and never in the JavaScript.
 */
export function IconSprite(): React.JSX.Element {
  return (
    <svg width="0" height="0" className="visually-hidden" aria-hidden="true" focusable="false">
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24" {...STROKE}>
          {ICONS[name].map(([tag, attributes], index) =>
            React.createElement(tag, { key: index, ...attributes }),
          )}
        </symbol>
      ))}
    </svg>
  );
}
