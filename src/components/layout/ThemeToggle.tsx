import type { SerializedStyles } from '@emotion/react';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, currentTheme } from '../../features/theme/theme';

/**
 * The dark theme on or off (`aria-pressed`), in the header and the phone menu. The built HTML
 * says "off"; after hydration it shows the theme the page has (the head script applied any stored
 * choice before the first paint). `labelled` shows the name beside the icon (the phone menu).
 */
export function ThemeToggle({
  buttonCss,
  labelled = false,
}: {
  buttonCss?: SerializedStyles;
  labelled?: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('header');
  const [dark, setDark] = useState(false);
  useEffect(() => setDark(currentTheme() === 'dark'), []);
  const label = t('theme.dark');
  return (
    <button
      type="button"
      css={buttonCss}
      aria-pressed={dark}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      onClick={() => {
        applyTheme(dark ? 'light' : 'dark');
        setDark(!dark);
      }}
    >
      {/* A crescent moon, filled while the dark theme is on. */}
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
          fill={dark ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {labelled && label}
    </button>
  );
}
