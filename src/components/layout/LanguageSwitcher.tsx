import { css, type SerializedStyles } from '@emotion/react';
import { Link as GatsbyLink } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from '../../features/i18n/cookie';
import { LOCALES, LOCALE_INFO, type Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
import { colors, radii, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { popoverPanelStyle } from './DropdownMenu';
import { useDisclosure } from './useDisclosure';

const listStyle = css`
  ${inlineList(space[1])};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${space[1]} ${space[3]};
    border-radius: ${radii.pill};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='true'] {
    font-weight: 700;
    box-shadow: inset 0 0 0 2px currentColor;
  }
`;

function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  // `languages`: those this page exists in. A CMS article published in Japanese only has no
  // English or Korean page: those links lead to that language's home page rather than a 404.
  const { language, languages, originalPath } = useI18next();
  return (
    <>
      {LOCALES.map((locale: Locale) => (
        <li key={locale}>
          <GatsbyLink
            to={localizePath(languages.includes(locale) ? originalPath : '/', locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === language ? 'true' : undefined}
            onClick={() => {
              writeLocaleCookie(locale);
              onChoose?.();
            }}
          >
            {LOCALE_INFO[locale].nativeName}
          </GatsbyLink>
        </li>
      ))}
    </>
  );
}

/**
 * Links to the same page in each language. Choosing one stores it in the language cookie, so
 * that the root path never sends the visitor back to another language (DESIGN.md §4).
 */
export function LanguageSwitcher({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('languageSwitcher')}>
      <ul css={[listStyle, onDark && css({ color: colors.nightMuted })]}>
        <LanguageLinks />
      </ul>
    </nav>
  );
}

const menuPanelStyle = css`
  ${popoverPanelStyle};
  right: 0;
  min-width: 10rem;
`;

/** The header's compact switcher: a button naming the current language that opens the list. */
export function LanguageMenu({ buttonCss }: { buttonCss?: SerializedStyles }) {
  const language = useLocale();
  const { t } = useTranslation('common');
  const panelId = useId();
  const { open, everOpened, setOpen, close, buttonRef, containerRef, onBlur } = useDisclosure();
  return (
    <nav
      aria-label={t('languageSwitcher')}
      ref={containerRef as React.RefObject<HTMLElement>}
      onBlur={onBlur}
      css={css({ position: 'relative' })}
    >
      <button
        ref={buttonRef}
        type="button"
        css={buttonCss}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="visually-hidden">{t('language')}: </span>
        <span lang={language}>{LOCALE_INFO[language].nativeName}</span>
      </button>
      <ul id={panelId} hidden={!open} css={menuPanelStyle}>
        {everOpened && <LanguageLinks onChoose={() => close()} />}
      </ul>
    </nav>
  );
}
