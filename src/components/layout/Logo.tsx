import React from 'react';
import { SITE } from '../../config/site';
import { colors } from '../../styles/theme';

/** The Meridian mark: a globe crossed by one meridian, then the word mark. Decorative by default. */
export function Logo({ onDark = false }: { onDark?: boolean }): React.JSX.Element {
  const ink = onDark ? colors.onNight : colors.ink;
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke={colors.primary} strokeWidth="3" />
      <path
        d="M16 3c-5 4-5 22 0 26"
        fill="none"
        stroke={colors.accent}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="3" fill={colors.primary} />
      <text x="38" y="22" fill={ink} fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700">
        {SITE.network}
      </text>
    </svg>
  );
}
