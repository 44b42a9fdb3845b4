import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_RULES, USAGE_IMAGE_SIZE, USAGE_RULES, type UsageRule } from '../../config/brand';
import { formatNumber } from '../../features/i18n/format';
import { colors, fontSizes, space } from '../../styles/theme';
import { Icon } from '../ui/Icon';
import { Card, CardGrid } from '../ui/page-sections';

const groupLabelStyle = css`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: ${space[10]} 0 0;
  font-size: ${fontSizes.lg};
  font-weight: 700;
  & + ul {
    margin-top: ${space[4]};
  }
`;

const markStyles = {
  do: css`
    color: ${colors.success};
  `,
  dont: css`
    color: ${colors.danger};
  `,
} as const;

/** The do's or the don'ts of logo use, each as a card with its illustration. */
export function UsageRules({ kind }: { kind: UsageRule['kind'] }): React.JSX.Element {
  const { t } = useTranslation('brandAssetKit');
  const { language } = useI18next();
  const n = (value: number) => formatNumber(value, language);
  const values = {
    px: n(LOGO_RULES.exampleHeightPx * LOGO_RULES.clearSpaceShare),
    height: n(LOGO_RULES.exampleHeightPx),
    primaryWidthPx: n(LOGO_RULES.minimum.primaryWidthPx),
    primaryWidthMm: n(LOGO_RULES.minimum.primaryWidthMm),
    symbolPx: n(LOGO_RULES.minimum.symbolPx),
    symbolMm: n(LOGO_RULES.minimum.symbolMm),
  };
  return (
    <div data-usage={kind}>
      <p css={groupLabelStyle}>
        <Icon name={kind === 'do' ? 'check' : 'x'} size="lg" css={markStyles[kind]} />
        {t(kind === 'do' ? 'usage.do' : 'usage.dont')}
      </p>
      <CardGrid columns={kind === 'do' ? 3 : 4}>
        {USAGE_RULES.filter((rule) => rule.kind === kind).map((rule) => (
          <Card
            key={rule.id}
            title={t(`usage.${rule.id}.title`)}
            icon={{ src: rule.image, ...USAGE_IMAGE_SIZE }}
          >
            <p>{t(`usage.${rule.id}.text`, values)}</p>
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}
