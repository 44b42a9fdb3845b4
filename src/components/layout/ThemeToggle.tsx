import type { SerializedStyles } from '@emotion/react';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, currentTheme } from '../../features/theme/theme';
import { Icon } from '../ui/Icon';

/**
 * The dark theme on or off (`aria-pressed`), in the header and the phone menu. The built HTML
 * says "off"; after hydration it shows the theme the page has (the head script applied any stored
 * choice before the first paint), and follows the system's when that changes and no choice is kept. `labelled` shows the name beside the icon (the phone menu).
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
  useEffect(() => {
    // With no stored choice the page follows the system setting, which may change while it is open.
    const system = window.matchMedia?.('(prefers-color-scheme: dark)');
    const sync = () => setDark(currentTheme() === 'dark');
    sync();
    system?.addEventListener('change', sync);
    return () => system?.removeEventListener('change', sync);
  }, []);
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
      {/* The theme a press brings: the moon in light, the sun in dark. */}
      <Icon name={dark ? 'sun' : 'moon'} size="md" />
      {labelled && label}
    </button>
  );
}
