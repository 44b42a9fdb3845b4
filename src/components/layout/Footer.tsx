import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../../config/menus';
import { EXTERNAL_LINKS, SOCIAL_LINKS } from '../../config/site';
import { GTM_ID } from '../../features/consent/config';
import { openConsentSettings } from '../../features/consent/store';
import { useHydrated } from '../../features/hydration';
import { inlineList } from '../../styles/lists';
import { colors, fontSizes, mq, space } from '../../styles/theme';
import { DeferredNewsletterPrompt } from '../newsletter/DeferredNewsletterPrompt';
import { containerStyle } from '../ui/Container';
import { Link } from '../ui/Link';
import { StaticIsland } from '../ui/StaticIsland';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

const footerStyle = css`
  background: ${colors.night};
  color: ${colors.nightMuted};
  padding: ${space[12]} 0 ${space[8]};
  a {
    color: ${colors.onNight};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${colors.onNight};
  }
  :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  h2,
  h3 {
    color: ${colors.onNight};
  }
`;

const topStyle = css`
  display: grid;
  gap: ${space[8]};
  ${mq.lg} {
    grid-template-columns: 1fr 1.2fr;
  }
`;

const columnsStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[6]};
  margin-top: ${space[10]};
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    font-size: ${fontSizes.sm};
    letter-spacing: 0.04em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding: ${space[1]} 0;
    min-height: 32px;
  }
`;

const bottomStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  margin-top: ${space[10]};
  padding-top: ${space[6]};
  border-top: 1px solid rgba(195, 200, 220, 0.25);
  font-size: ${fontSizes.sm};
  ul {
    ${inlineList(space[4])};
  }
`;

/** Reopens the consent banner; looks like the legal links beside it. */
const settingsButtonStyle = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.onNight};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The site map columns: links only, adopted from the server's HTML on a first load. */
function FooterColumns(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {FOOTER_COLUMNS.map((column) => (
        <div key={column.id}>
          <h2>{t(column.label)}</h2>
          <ul>
            {(column.items ?? []).map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** `newsletter={false}` on pages that show the newsletter prompt in their own content (home). */
export function Footer({ newsletter = true }: { newsletter?: boolean }): React.JSX.Element {
  const { t } = useTranslation();
  // The consent banner needs JavaScript: without it the button would do nothing.
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  return (
    <footer css={footerStyle}>
      <div css={containerStyle}>
        <div css={topStyle}>
          <div>
            <Logo onDark />
            <p>{t('footer:tagline')}</p>
            <h2
              css={css`
                font-size: ${fontSizes.sm};
              `}
            >
              {t('footer:social')}
            </h2>
            <ul css={inlineList(space[4])}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.key}>
                  <Link to={EXTERNAL_LINKS[social.key]}>{social.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          {newsletter && <DeferredNewsletterPrompt />}
        </div>
        <StaticIsland as="nav" aria-label={t('footer:footerNavigation')} css={columnsStyle}>
          <FooterColumns />
        </StaticIsland>
        <div css={bottomStyle}>
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('footer:copyright', { year })}
          </p>
          <ul aria-label={t('footer:legal')}>
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
            {GTM_ID && hydrated && (
              <li>
                <button type="button" css={settingsButtonStyle} onClick={openConsentSettings}>
                  {t('common:consent.settings')}
                </button>
              </li>
            )}
          </ul>
          <LanguageSwitcher onDark />
        </div>
      </div>
    </footer>
  );
}
