import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { TYPEFACES, TYPE_LINE_HEIGHTS, TYPE_SCALE, TYPE_WEIGHTS } from '../../config/brand';
import { formatNumber } from '../../features/i18n/format';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';
import {
  codeStyle,
  mutedTextStyle,
  panelBodyStyle,
  panelGridStyle,
  panelStyle,
  smallTextStyle,
} from './styles';

const sampleStyle = css`
  font-size: ${fontSizes['2xl']};
  font-weight: 700;
  line-height: 1.4;
  color: ${colors.ink};
`;

const stackStyle = css`
  ${codeStyle};
  display: block;
  padding: ${space[3]};
  border-radius: ${radii.sm};
  background: ${colors.surfaceMuted};
  font-size: ${fontSizes.xs};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const scaleLayoutStyle = css`
  display: grid;
  gap: ${space[8]};
  margin-top: ${space[12]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space[12]};
  }
  h3 {
    font-size: ${fontSizes.xl};
  }
`;

const scaleListStyle = css`
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${space[1]};
    padding: ${space[3]} 0;
    border-top: 1px solid ${colors.border};
    ${mq.sm} {
      grid-template-columns: 11rem minmax(0, 1fr);
      align-items: baseline;
      gap: ${space[4]};
    }
  }
`;

const scaleSampleStyle = css`
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
  /* Large Japanese samples wrap between phrases ("Meridianで / 開発する") where supported. */
  &:lang(ja) {
    word-break: auto-phrase;
  }
`;

/** The three typefaces with their font stacks, the type scale, weights and line heights. */
export function TypeSpecimen(): React.JSX.Element {
  const { t } = useTranslation('brandAssetKit');
  const { language } = useI18next();
  const n = (value: number) => formatNumber(value, language);
  const sizes = TYPE_SCALE.map((step) => step.px);
  return (
    <>
      <ul css={panelGridStyle(3)}>
        {TYPEFACES.map((face) => (
          <li key={face.id} css={panelStyle} data-typeface={face.id}>
            <div css={panelBodyStyle}>
              <h3>{t(`typography.${face.id}.name`)}</h3>
              <p
                lang={face.lang}
                translate="no"
                css={[
                  sampleStyle,
                  css`
                    font-family: ${face.stack};
                  `,
                ]}
              >
                {face.sample}
              </p>
              <p css={smallTextStyle}>{t(`typography.${face.id}.text`)}</p>
              <p css={smallTextStyle}>{t('typography.stackLabel')}</p>
              <code css={stackStyle} translate="no">
                {face.stack}
              </code>
            </div>
          </li>
        ))}
      </ul>
      <div css={scaleLayoutStyle}>
        <div>
          <h3>{t('typography.scale.title')}</h3>
          <p css={mutedTextStyle}>
            {t('typography.scale.intro', { max: n(Math.max(...sizes)), min: n(Math.min(...sizes)) })}
          </p>
          <ol css={scaleListStyle}>
            {TYPE_SCALE.map((step) => (
              <li key={step.step}>
                <span css={smallTextStyle} translate="no">
                  {`${step.step} · ${step.rem} · ${n(step.px)}\u00a0px`}
                </span>
                <span
                  css={[
                    scaleSampleStyle,
                    css`
                      font-size: ${step.rem};
                    `,
                  ]}
                >
                  {t('typography.scale.sample')}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3>{t('typography.rhythm.title')}</h3>
          <p>
            {t('typography.rhythm.headings', {
              weight: TYPE_WEIGHTS.heading,
              latin: n(TYPE_LINE_HEIGHTS.heading),
              cjk: n(TYPE_LINE_HEIGHTS.headingCjk),
            })}
          </p>
          <p>
            {t('typography.rhythm.body', {
              weight: TYPE_WEIGHTS.body,
              latin: n(TYPE_LINE_HEIGHTS.body),
              cjk: n(TYPE_LINE_HEIGHTS.bodyCjk),
            })}
          </p>
        </div>
      </div>
    </>
  );
}
