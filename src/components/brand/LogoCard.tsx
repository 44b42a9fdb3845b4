import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_FORMATS, logoPath, type LogoVariant } from '../../config/brand';
import { formatNumber } from '../../features/i18n/format';
import { colors, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';
import { Link } from '../ui/Link';
import { mutedTextStyle, panelBodyStyle, panelStyle, smallTextStyle } from './styles';

const previewStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 11rem;
  padding: ${space[8]} ${space[6]};
  border-bottom: 1px solid ${colors.border};
  img {
    display: block;
  }
`;

const grounds = {
  light: css`
    background: ${colors.paper};
  `,
  dark: css`
    background: ${colors.night};
  `,
} as const;

const downloadsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  margin-top: auto;
  padding-top: ${space[2]};
`;

/** One logo: its preview on the ground it is made for, what it is for, and its files. */
export function LogoCard({ variant }: { variant: LogoVariant }): React.JSX.Element {
  const { t } = useTranslation('brandAssetKit');
  const { language } = useI18next();
  const title = t(`logos.${variant.id}.title`);
  return (
    <li css={panelStyle} data-logo={variant.id}>
      <div css={[previewStyle, grounds[variant.background]]}>
        <img
          src={logoPath(variant, 'svg')}
          width={variant.width}
          height={variant.height}
          alt={t(`logos.${variant.id}.alt`)}
        />
      </div>
      <div css={panelBodyStyle}>
        <h3>{title}</h3>
        <p css={mutedTextStyle}>{t(`logos.${variant.id}.text`)}</p>
        <p css={smallTextStyle}>
          {t('logos.formats', {
            width: formatNumber(variant.png.width, language),
            height: formatNumber(variant.png.height, language),
          })}
        </p>
        <div css={downloadsStyle}>
          {LOGO_FORMATS.map((format) => {
            const label = format.toUpperCase();
            return (
              <Link
                key={format}
                to={logoPath(variant, format)}
                download
                aria-label={t('logos.downloadLabel', { format: label, name: title })}
                css={buttonStyles.secondary}
              >
                {label}
              </Link>
            );
          })}
        </div>
      </div>
    </li>
  );
}
