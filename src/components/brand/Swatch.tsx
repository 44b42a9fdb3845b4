import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRAST_GROUNDS,
  contrastRatio,
  hexToRgb,
  textRating,
  type BrandColour,
  type TextRating,
} from '../../config/brand';
import { formatNumber } from '../../features/i18n/format';
import { colors, fontSizes, space } from '../../styles/theme';
import { codeStyle, mutedTextStyle, panelBodyStyle, panelStyle, smallTextStyle } from './styles';

const chipStyle = css`
  height: 6rem;
  border-bottom: 1px solid ${colors.border};
`;

const contrastListStyle = css`
  display: grid;
  gap: ${space[2]};
  margin: ${space[2]} 0 0;
  padding-top: ${space[3]};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const ratingStyles: Record<TextRating, ReturnType<typeof css>> = {
  aaa: css`
    color: ${colors.success};
  `,
  aa: css`
    color: ${colors.success};
  `,
  large: css`
    color: ${colors.inkMuted};
  `,
  fail: css`
    color: ${colors.danger};
  `,
};

/** One colour of the palette: a chip, its name, values and use, and its contrast with White and Night. */
export function Swatch({ colour }: { colour: BrandColour }): React.JSX.Element {
  const { t } = useTranslation('brandAssetKit');
  const { language } = useI18next();
  const name = t(`colours.${colour.id}.name`);
  return (
    <li css={panelStyle} data-colour={colour.id}>
      <div
        css={[
          chipStyle,
          css`
            background: ${colour.hex};
          `,
        ]}
        aria-hidden="true"
      />
      <div css={panelBodyStyle}>
        <h3>{name}</h3>
        <p>
          <code css={codeStyle} translate="no" data-hex="">
            {colour.hex}
          </code>
          <br />
          <code css={[codeStyle, mutedTextStyle]} translate="no">
            rgb({hexToRgb(colour.hex).join(' ')})
          </code>
        </p>
        <p css={smallTextStyle}>{t(`colours.${colour.id}.use`)}</p>
        <dl css={contrastListStyle} aria-label={t('colours.contrastLabel', { colour: name })}>
          {CONTRAST_GROUNDS.map((ground) => {
            const ratio = contrastRatio(colour.hex, ground.hex);
            const rating = textRating(ratio);
            return (
              <div key={ground.id} data-ground={ground.id}>
                <dt>{t(ground.id === 'white' ? 'colours.onWhite' : 'colours.onNight')}</dt>
                <dd>
                  <span data-ratio="">
                    {formatNumber(ratio, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1
                  </span>
                  {' · '}
                  <span css={ratingStyles[rating]}>{t(`colours.rating.${rating}`)}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </li>
  );
}
