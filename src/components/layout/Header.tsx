import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_MENU, isCurrentTarget } from '../../config/menus';
import { CONSENT_BANNER_HEIGHT_VAR } from '../../styles/fixed-layers';
import { colors, fontSizes, layout, mq, space } from '../../styles/theme';
import { containerStyle } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { SearchButton } from '../search/SearchButton';
import { AccountLink } from './AccountLink';
import { DropdownMenu, MenuLinks, navItemStyle } from './DropdownMenu';
import { LanguageMenu, LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { useDisclosure } from './useDisclosure';

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${colors.headerSurface};
  border-bottom: 1px solid ${colors.border};
`;

const barStyle = css`
  ${containerStyle};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  min-height: ${layout.headerHeight};
`;

const homeLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const desktopNavStyle = css`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  ${mq.belowLg} {
    display: none;
  }
  > ul {
    display: flex;
    gap: ${space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const mobileToggleStyle = css`
  ${navItemStyle};
  border: 1px solid ${colors.border};
  ${mq.lg} {
    display: none;
  }
`;

const mobilePanelStyle = css`
  border-top: 1px solid ${colors.border};
  /* Scrolls within the window, and ends above the consent banner while that is shown. */
  max-height: calc(100vh - ${layout.headerHeight} - var(${CONSENT_BANNER_HEIGHT_VAR}, 0px));
  overflow-y: auto;
  ${mq.lg} {
    display: none;
  }
  h2 {
    margin: ${space[4]} 0 ${space[1]};
    font-size: ${fontSizes.sm};
    color: ${colors.inkMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${space[1]};
    min-height: 44px;
    color: ${colors.ink};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${colors.primary};
    font-weight: 700;
  }
`;

const toolsStyle = css`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  .header-search {
    ${navItemStyle};
    color: ${colors.ink};
    text-decoration: none;
    gap: ${space[1]};
  }
`;

function MobileMenu({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const panelId = useId();
  const { open, everOpened, setOpen, close, buttonRef, containerRef } = useDisclosure();

  // A page change (clicking a link in the panel) closes the menu.
  useEffect(() => close(), [currentPath, close]);

  return (
    <div ref={containerRef as React.RefObject<HTMLDivElement>}>
      <button
        ref={buttonRef}
        type="button"
        css={mobileToggleStyle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'x' : 'menu'} size="md" />
        {open ? t('header:closeMenu') : t('header:openMenu')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        css={css`
          position: absolute;
          left: 0;
          right: 0;
          top: 100%;
          background: ${colors.surface};
          box-shadow: 0 12px 24px rgba(11, 16, 38, 0.12);
        `}
      >
        {everOpened && (
          <nav aria-label={t('header:mainNavigation')} css={mobilePanelStyle}>
            <div css={[containerStyle, css({ paddingBottom: space[6] })]}>
              {/* First, where an open menu shows it on a phone's first screen. */}
              <ThemeToggle buttonCss={navItemStyle} labelled />
              {HEADER_MENU.map((group) =>
                group.items ? (
                  <section key={group.id} aria-labelledby={`${panelId}-${group.id}`}>
                    <h2 id={`${panelId}-${group.id}`}>{t(group.label)}</h2>
                    <ul>
                      <MenuLinks items={group.items} onChoose={() => close()} />
                    </ul>
                  </section>
                ) : (
                  <ul key={group.id}>
                    <li>
                      <Link to={group.to ?? '/'} onClick={() => close()}>
                        {t(group.label)}
                      </Link>
                    </li>
                  </ul>
                ),
              )}
              <ul>
                <li>
                  <AccountLink onClick={() => close()} />
                </li>
              </ul>
              <h2>{t('common:language')}</h2>
              <LanguageSwitcher />
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}

export function Header(): React.JSX.Element {
  const { t } = useTranslation();
  const { originalPath } = useI18next();
  return (
    <header css={headerStyle}>
      <div css={barStyle}>
        <Link to="/" css={homeLinkStyle} aria-label={t('header:homeLink')}>
          <Logo />
        </Link>
        <div css={desktopNavStyle}>
          <nav aria-label={t('header:mainNavigation')}>
            <ul
              css={css`
                display: flex;
                gap: ${space[1]};
                margin: 0;
                padding: 0;
                list-style: none;
              `}
            >
              {HEADER_MENU.map((group) =>
                group.items ? (
                  <DropdownMenu key={group.id} group={group} currentPath={originalPath} />
                ) : (
                  <li key={group.id}>
                    <Link
                      to={group.to ?? '/'}
                      css={navItemStyle}
                      data-current={group.to && isCurrentTarget(group.to, originalPath) ? 'true' : undefined}
                    >
                      {t(group.label)}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LanguageMenu buttonCss={navItemStyle} />
          <AccountLink linkCss={navItemStyle} />
          <ThemeToggle buttonCss={navItemStyle} />
        </div>
        <div css={toolsStyle}>
          <SearchButton className="header-search" />
          <MobileMenu currentPath={originalPath} />
        </div>
      </div>
    </header>
  );
}
