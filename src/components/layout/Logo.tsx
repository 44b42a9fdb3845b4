import React from 'react';
import { SITE } from '../../config/site';

/** The Meridian mark: a globe crossed by one meridian, then the word mark. Decorative by default. */
export function Logo({ onDark = false }: { onDark?: boolean }): React.JSX.Element {
  const ink = onDark ? '#ffffff' : '#0b1026';
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="#3a3fe0" strokeWidth="3" />
      <path d="M16 3c-5 4-5 22 0 26" fill="none" stroke="#0e9f8e" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3" fill="#3a3fe0" />
      <text x="38" y="22" fill={ink} fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700">
        {SITE.network}
      </text>
    </svg>
  );
}
