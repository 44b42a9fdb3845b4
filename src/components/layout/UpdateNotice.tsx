import { css } from '@emotion/react';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_UPDATE_EVENT } from '../../features/build-check/events';
import { CONSENT_BANNER_HEIGHT_VAR } from '../../styles/fixed-layers';
import { colors, radii, shadows, space } from '../../styles/theme';

const noticeStyle = css`
  position: fixed;
  z-index: 90;
  left: ${space[4]};
  right: ${space[4]};
  bottom: calc(var(${CONSENT_BANNER_HEIGHT_VAR}, 0px) + ${space[4]});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]} ${space[4]};
  max-width: 32rem;
  margin-left: auto;
  padding: ${space[4]} ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.night};
  color: ${colors.onNight};
  box-shadow: ${shadows.popover};
  p {
    flex: 1 1 14rem;
    margin: 0;
  }
  button {
    padding: ${space[2]} ${space[4]};
    border: 0;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${colors.focusOnDark};
    outline-offset: 2px;
  }
`;

/**
 * The notice that a newer version of the site is live (raised by the hourly build check), with
 * a button that reloads the page. A polite live region: it does not take focus from the visitor.
 */
export function UpdateNotice(): React.JSX.Element {
  const { t } = useTranslation('common');
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    const show = () => setUpdated(true);
    window.addEventListener(BUILD_UPDATE_EVENT, show);
    return () => window.removeEventListener(BUILD_UPDATE_EVENT, show);
  }, []);
  return (
    <div role="status" aria-live="polite">
      {updated && (
        <div css={noticeStyle} data-testid="update-notice">
          <p>{t('buildUpdate.text')}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('buildUpdate.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
