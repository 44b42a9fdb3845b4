import { css, keyframes } from '@emotion/react';
import React, { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { removeAnalyticsCookies } from '../../features/consent/analytics-cookies';
import {
  closeConsentSettings,
  setConsent,
  useConsent,
  type ConsentChoice,
} from '../../features/consent/store';
import { tagManagerLoaded } from '../../features/consent/tag-manager';
import { CONSENT_BANNER_HEIGHT_VAR } from '../../styles/fixed-layers';
import { colors, fontSizes, layout, mq, shadows, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';
import { Link } from '../ui/Link';

const slideIn = keyframes`
  from {
    transform: translateY(100%);
  }
  to {
    transform: none;
  }
`;

const bannerStyle = css`
  position: fixed;
  z-index: 40;
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 100vh;
  overflow-y: auto;
  background: ${colors.surface};
  color: ${colors.ink};
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.popover};
  ${mq.motionAllowed} {
    animation: ${slideIn} 0.25s ease-out;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const innerStyle = css`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space[4]} ${layout.gutter};
  ${mq.md} {
    flex-direction: row;
    align-items: center;
    gap: ${space[8]};
  }
  h2 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
  }
  p + p {
    margin-top: ${space[2]};
  }
`;

const textStyle = css`
  flex: 1 1 auto;
  min-width: 0;
  a {
    white-space: nowrap;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  flex: 0 0 auto;
  button {
    flex: 1 1 8rem;
  }
  ${mq.md} {
    flex-wrap: nowrap;
    button {
      min-width: 9rem;
    }
  }
`;

/** Focus leaves the banner before it goes: back to where it came from, else to the content. */
function moveFocusOut(banner: HTMLElement | null, previous: Element | null): void {
  if (!banner?.contains(document.activeElement)) return;
  if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  else document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * The consent banner (issue 6): a labelled region fixed at the bottom of the window, not a
 * modal, so the page stays usable and focus is never trapped. "Accept" and "Decline" look the
 * same. It pads the bottom of the page by its own height, so nothing stays hidden behind it and
 * no content moves. Reopened from the footer, it takes focus and gives it back afterwards;
 * Escape then closes it without changing the choice. Loaded lazily by ConsentManager.
 */
export default function ConsentBanner({ reopened }: { reopened: boolean }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { choice } = useConsent();
  const ref = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return undefined;
    const root = document.documentElement;
    const pad = () => {
      const height = `${banner.offsetHeight}px`;
      document.body.style.setProperty('padding-bottom', height);
      // Keyboard focus scrolled into view lands above the banner, not under it.
      root.style.setProperty('scroll-padding-bottom', height);
      // Other things fixed at the bottom (the update notice) stand on top of the banner.
      root.style.setProperty(CONSENT_BANNER_HEIGHT_VAR, height);
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      document.body.style.removeProperty('padding-bottom');
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty(CONSENT_BANNER_HEIGHT_VAR);
    };
  }, []);

  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement;
    ref.current?.focus();
  }, [reopened]);

  const choose = (next: ConsentChoice) => {
    // The tag manager cannot be unloaded from a page that runs it: a reload does that.
    const withdrawing = next === 'declined' && tagManagerLoaded();
    moveFocusOut(ref.current, returnFocusTo.current);
    setConsent(next);
    if (next === 'declined') removeAnalyticsCookies();
    if (withdrawing) window.location.reload();
  };

  // Reopened over a choice already made, Escape closes the banner and keeps that choice.
  const canClose = reopened && choice !== null;
  useEffect(() => {
    const banner = ref.current;
    if (!banner || !canClose) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      moveFocusOut(ref.current, returnFocusTo.current);
      closeConsentSettings();
    };
    banner.addEventListener('keydown', onKeyDown);
    return () => banner.removeEventListener('keydown', onKeyDown);
  }, [canClose]);

  return (
    <section
      ref={ref}
      css={bannerStyle}
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="consent-banner"
    >
      <div css={innerStyle}>
        <div css={textStyle}>
          <h2 id={titleId}>{t('consent.title')}</h2>
          <p id={textId}>
            {t('consent.text')} <Link to="/privacy-policy">{t('consent.privacyLink')}</Link>
          </p>
          {reopened && choice && <p>{t(`consent.current.${choice}`)}</p>}
        </div>
        <div css={actionsStyle}>
          <button type="button" css={buttonStyles.primary} onClick={() => choose('accepted')}>
            {t('consent.accept')}
          </button>
          <button type="button" css={buttonStyles.primary} onClick={() => choose('declined')}>
            {t('consent.decline')}
          </button>
        </div>
      </div>
    </section>
  );
}
