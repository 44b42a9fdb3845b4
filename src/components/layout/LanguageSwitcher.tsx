import { css } from '@emotion/react';
import { Link as GatsbyLink } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { writeLocaleCookie } from '../../features/i18n/cookie';
import { LOCALES, LOCALE_INFO, type Locale } from '../../features/i18n/locales';
import { localizePath } from '../../features/i18n/paths';
import { colors, radii, space } from '../../styles/theme';

const listStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
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

/**
 * Links to the same page in each language. Choosing one stores it in the language cookie, so
 * that the root path never sends the visitor back to another language (DESIGN.md §4).
 */
export function LanguageSwitcher({ onDark = false, id }: { onDark?: boolean; id?: string }) {
  const { language, originalPath } = useI18next();
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('languageSwitcher')} id={id}>
      <ul css={[listStyle, onDark && css({ color: colors.nightMuted })]}>
        {LOCALES.map((locale: Locale) => (
          <li key={locale}>
            <GatsbyLink
              to={localizePath(originalPath, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === language ? 'true' : undefined}
              onClick={() => writeLocaleCookie(locale)}
            >
              {LOCALE_INFO[locale].nativeName}
            </GatsbyLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
