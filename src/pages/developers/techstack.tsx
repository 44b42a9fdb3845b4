import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { chipsStyle, tagStyle } from '../../components/developers/blocks';
import { Steps } from '../../components/ui/Steps';
import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { ButtonLink } from '../../components/ui/Button';
import { Link } from '../../components/ui/Link';
import { PageHero } from '../../components/ui/PageHero';
import { Reveal } from '../../components/ui/Reveal';
import { CallToAction, Section, Split } from '../../components/ui/page-sections';
import { StatList } from '../../components/ui/StatList';
import {
  FLOW_STEPS,
  ILLUSTRATIONS,
  OPEN_SOURCE_LINKS,
  PERFORMANCE,
  STACK_LAYERS,
  type StackLayer,
} from '../../config/developers';
import { formatNumber } from '../../features/i18n/format';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/theme';

const stackStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  & > li {
    position: relative;
    display: grid;
    gap: ${space[3]};
    min-width: 0;
    overflow: hidden;
    padding: ${space[5]} ${space[6]} ${space[5]} calc(${space[6]} + 6px);
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
    ${mq.md} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      column-gap: ${space[8]};
      align-items: start;
    }
  }
  /* The band on the left says where the layer runs: indigo Meridian, teal Ethereum. */
  & > li::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 6px;
    background: ${colors.primary};
  }
  & > li.runs-on-ethereum::before {
    background: ${colors.accent};
  }
  & > li.runs-on-both::before {
    background: linear-gradient(${colors.primary}, ${colors.accent});
  }
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0 0 ${space[3]};
    color: ${colors.inkMuted};
  }
  .layer-link {
    font-weight: 600;
  }
`;

const figureStyle = css`
  margin: 0;
  figcaption {
    margin-top: ${space[3]};
    font-size: ${fontSizes.sm};
    color: ${colors.inkMuted};
  }
`;

function LayerStack({ layers }: { layers: readonly StackLayer[] }): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <ol css={stackStyle}>
      {layers.map((layer) => (
        <Reveal as="li" key={layer.id} className={`runs-on-${layer.runsOn}`}>
          <div>
            <h3>{t(`layers.${layer.id}.title`)}</h3>
            <p className="layer-tag">
              <span css={tagStyle}>{t(`layers.runsOn.${layer.runsOn}`)}</span>
            </p>
            <ul css={chipsStyle} aria-label={t('layers.components')}>
              {layer.components.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p>{t(`layers.${layer.id}.text`)}</p>
            <Link to={layer.docs} className="layer-link">
              {t('layers.more')}
              <span className="visually-hidden">: {t(`layers.${layer.id}.title`)}</span>
            </Link>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}

function TechstackContent(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  const stats = [
    { id: 'blockTime', value: PERFORMANCE.blockTimeSeconds },
    { id: 'throughput', value: PERFORMANCE.sustainedTps },
    { id: 'confirmation', value: PERFORMANCE.medianConfirmationMs },
    { id: 'challengeWindow', value: PERFORMANCE.challengeWindowDays },
  ].map((stat) => ({
    id: stat.id,
    value: t(`figures.${stat.id}.value`, { value: formatNumber(stat.value, language) }),
    label: t(`figures.${stat.id}.label`),
  }));
  return (
    <>
      <PageHero
        illustration="developers"
        eyebrow={t('techstack.eyebrow')}
        title={t('techstack.title')}
        intro={t('techstack.intro')}
      >
        <ButtonLink to={OPEN_SOURCE_LINKS.specs}>{t('techstack.docsCta')}</ButtonLink>
        <ButtonLink to="#layers" variant="onDark">
          {t('techstack.layersCta')}
        </ButtonLink>
      </PageHero>

      <Section id="flow" eyebrow={t('flow.eyebrow')} title={t('flow.title')} intro={t('flow.intro')}>
        <Split
          media={
            <figure css={figureStyle}>
              <img
                src={ILLUSTRATIONS.flow.src}
                width={ILLUSTRATIONS.flow.width}
                height={ILLUSTRATIONS.flow.height}
                alt={t(ILLUSTRATIONS.flow.altKey)}
                loading="lazy"
              />
              <figcaption>{t('flow.caption')}</figcaption>
            </figure>
          }
        >
          <Steps
            items={FLOW_STEPS.map((step) => ({
              id: step,
              title: t(`flow.${step}.title`),
              children: <p>{t(`flow.${step}.text`)}</p>,
            }))}
          />
        </Split>
      </Section>

      <Section
        id="layers"
        tone="muted"
        eyebrow={t('layers.eyebrow')}
        title={t('layers.title')}
        intro={t('layers.intro')}
      >
        <LayerStack layers={STACK_LAYERS} />
      </Section>

      <Section
        id="figures"
        eyebrow={t('figures.eyebrow')}
        title={t('figures.title')}
        intro={t('figures.intro')}
      >
        <StatList stats={stats} />
      </Section>

      <CallToAction id="open-source" tone="muted" title={t('openSource.title')} text={t('openSource.text')}>
        <ButtonLink to={OPEN_SOURCE_LINKS.github}>{t('openSource.github')}</ButtonLink>
        <ButtonLink to="/developers" variant="onDark">
          {t('openSource.hub')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering TechstackContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function TechstackPage(): React.JSX.Element {
  return (
    <Layout feedback staticContent>
      <TechstackContent />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query TechstackPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
