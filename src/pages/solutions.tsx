import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../components/ui/page-sections';
import { StatList, type Stat } from '../components/ui/StatList';
import {
  CAMPAIGN_FIGURES,
  CAMPAIGN_YEAR,
  JAPAN_FIGURES,
  USE_CASES,
  USE_CASE_ICON_SIZE,
  type Figure,
} from '../config/solutions';
import { SITE } from '../config/site';
import { formatCompactNumber, formatNumber, formatPercent } from '../features/i18n/format';
import { colors, fontSizes, mq, space } from '../styles/theme';

const pointsStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-inline-start: ${space[8]};
    font-weight: 600;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    top: 0.3em;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${colors.accent}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='m5.5 10.5 3 3 6-7' fill='none' stroke='%23fff' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 100% no-repeat;
  }
`;

const japanIntroStyle = css`
  font-size: ${fontSizes.lg};
  color: ${colors.nightMuted};
`;

const campaignStyle = css`
  margin-top: ${space[12]};
  padding-top: ${space[10]};
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  h3 {
    font-size: ${fontSizes.xl};
    ${mq.md} {
      font-size: ${fontSizes['2xl']};
    }
  }
  p {
    max-width: 44em;
    color: ${colors.nightMuted};
  }
`;

const campaignStatsStyle = css`
  ${mq.lg} {
    ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

/** A figure as the page's language writes it, with "+" when it is a lower bound. */
function formatFigure(figure: Figure, language: string): string {
  const value =
    figure.format === 'percent'
      ? formatPercent(figure.value, language)
      : figure.format === 'compactLong'
        ? formatCompactNumber(figure.value, language, 'long')
        : figure.format === 'compactShort'
          ? formatCompactNumber(figure.value, language, 'short')
          : formatNumber(figure.value, language);
  return figure.atLeast ? `${value}+` : value;
}

function SolutionsContent(): React.JSX.Element {
  const { t } = useTranslation('solutions');
  const { language } = useI18next();
  const stats = (figures: readonly Figure[]): Stat[] =>
    figures.map((figure) => ({
      id: figure.id,
      value: formatFigure(figure, language),
      label: t(`figures.${figure.id}`),
    }));

  return (
    <>
      <PageHero
        illustration="solutions"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <ButtonLink to="/contact" variant="onDark">
          {t('hero.contactCta')}
        </ButtonLink>
      </PageHero>

      <Section id="mission" title={t('mission.title')}>
        <Split
          media={
            <img src="/illustrations/solutions/mission.svg" width={480} height={360} alt="" loading="lazy" />
          }
        >
          <p>{t('mission.text.1')}</p>
          <p>{t('mission.text.2')}</p>
          <ul css={pointsStyle}>
            {(['1', '2', '3'] as const).map((item) => (
              <li key={item}>{t(`mission.point.${item}`)}</li>
            ))}
          </ul>
        </Split>
      </Section>

      <Section id="use-cases" tone="muted" title={t('useCases.title')} intro={t('useCases.intro')}>
        <CardGrid columns={3}>
          {USE_CASES.map((useCase) => (
            <Card
              key={useCase}
              title={t(`useCases.${useCase}.title`)}
              icon={{ src: `/illustrations/solutions/${useCase}.svg`, ...USE_CASE_ICON_SIZE }}
            >
              <p>{t(`useCases.${useCase}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="japan-asia" tone="dark" eyebrow={t('japanAsia.eyebrow')} title={t('japanAsia.title')}>
        <Split
          reversed
          media={
            <img
              src="/illustrations/solutions/japan-asia.svg"
              width={480}
              height={360}
              alt=""
              loading="lazy"
            />
          }
        >
          <p css={japanIntroStyle}>
            {t('japanAsia.text', { japaneseMembers: formatNumber(SITE.japaneseMembers, language) })}
          </p>
          <StatList stats={stats(JAPAN_FIGURES)} onDark />
        </Split>
        <div css={campaignStyle}>
          <h3>{t('japanAsia.campaign.title', { year: CAMPAIGN_YEAR })}</h3>
          <p>{t('japanAsia.campaign.text', { year: CAMPAIGN_YEAR })}</p>
          <div css={campaignStatsStyle}>
            <StatList stats={stats(CAMPAIGN_FIGURES)} onDark />
          </div>
        </div>
      </Section>

      <CallToAction id="solutions-cta" title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to="/contact">{t('hero.contactCta')}</ButtonLink>
        <ButtonLink to="/developers" variant="onDark">
          {t('cta.developers')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering SolutionsContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function SolutionsPage(): React.JSX.Element {
  return (
    <Layout staticContent>
      <SolutionsContent />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query SolutionsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
