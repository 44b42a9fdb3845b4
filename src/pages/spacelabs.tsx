import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Checklist } from '../components/developers/blocks';
import { Steps } from '../components/ui/Steps';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Icon } from '../components/ui/Icon';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../components/ui/page-sections';
import { StatList } from '../components/ui/StatList';
import {
  COHORT_PHASES,
  ILLUSTRATIONS,
  SPACELABS,
  SPACELABS_ALUMNI,
  SPACELABS_AUDIENCE,
  SPACELABS_OFFER,
} from '../config/developers';
import { formatNumber, formatUsd } from '../features/i18n/format';
import { colors, fontSizes, space } from '../styles/theme';

const pitchStyle = css`
  p {
    font-size: ${fontSizes.lg};
    color: ${colors.inkMuted};
  }
`;

const alumniStyle = css`
  .alumni-outcome {
    margin-top: ${space[4]};
    padding-top: ${space[3]};
    border-top: 1px solid ${colors.border};
    color: ${colors.ink};
    font-weight: 600;
    text-wrap: balance;
  }
  /* Japanese has a break opportunity between any two characters: break between phrases instead. */
  .alumni-outcome:lang(ja) {
    word-break: auto-phrase;
  }
`;

/** The program's figures as the page's language writes them. */
const spacelabsFigures = (language: string) => ({
  weeks: formatNumber(SPACELABS.weeks, language),
  pool: formatUsd(SPACELABS.grantPoolUsd, language),
  grant: formatUsd(SPACELABS.grantPerTeamUsd, language),
  mentors: formatNumber(SPACELABS.mentorsPerTeam, language),
});

type Figures = ReturnType<typeof spacelabsFigures>;

/** What the program is, in figures. */
function AboutSection({ figures }: { figures: Figures }): React.JSX.Element {
  const { t } = useTranslation('developers');
  const stats = [
    { id: 'pool', value: figures.pool, label: t('spacelabsAbout.stats.pool') },
    { id: 'grant', value: figures.grant, label: t('spacelabsAbout.stats.grant') },
    {
      id: 'weeks',
      value: t('spacelabsAbout.stats.weeksValue', { weeks: figures.weeks }),
      label: t('spacelabsAbout.stats.weeks'),
    },
    { id: 'mentors', value: figures.mentors, label: t('spacelabsAbout.stats.mentors') },
  ];
  return (
    <Section id="about" eyebrow={t('spacelabsAbout.eyebrow')} title={t('spacelabsAbout.title')}>
      <Split
        media={
          <img
            src={ILLUSTRATIONS.spacelabs.src}
            width={ILLUSTRATIONS.spacelabs.width}
            height={ILLUSTRATIONS.spacelabs.height}
            alt=""
          />
        }
      >
        <div css={pitchStyle}>
          <p>{t('spacelabsAbout.text1', figures)}</p>
          <p>{t('spacelabsAbout.text2', figures)}</p>
        </div>
      </Split>
      <StatList stats={stats} />
    </Section>
  );
}

/** The cohort’s phases, week by week. */
function TimelineSection({ figures }: { figures: Figures }): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  return (
    <Section
      id="timeline"
      eyebrow={t('cohort.eyebrow')}
      title={t('cohort.title')}
      intro={t('cohort.intro', figures)}
    >
      <Steps
        row
        items={COHORT_PHASES.map((phase) => ({
          id: phase.id,
          label:
            phase.from === phase.to
              ? t('cohort.week', { week: formatNumber(phase.from, language) })
              : t('cohort.weeks', {
                  from: formatNumber(phase.from, language),
                  to: formatNumber(phase.to, language),
                }),
          title: t(`cohort.${phase.id}.title`),
          children: <p>{t(`cohort.${phase.id}.text`)}</p>,
        }))}
      />
    </Section>
  );
}

/** Teams of past cohorts and what became of them. */
function AlumniSection(): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <Section id="alumni" eyebrow={t('alumni.eyebrow')} title={t('alumni.title')} intro={t('alumni.intro')}>
      <CardGrid columns={3}>
        {SPACELABS_ALUMNI.map((team) => (
          <Card key={team.id} title={team.name}>
            <div css={alumniStyle}>
              <p>{t(`alumni.${team.id}.text`)}</p>
              <p className="alumni-outcome">{t(`alumni.${team.id}.outcome`)}</p>
            </div>
          </Card>
        ))}
      </CardGrid>
      <p
        css={css`
          margin-top: ${space[6]};
        `}
      >
        <Link to="/ecosystem">
          {t('alumni.more')} <Icon name="arrow-right" />
        </Link>
      </p>
    </Section>
  );
}

function SpacelabsContent(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  const figures = spacelabsFigures(language);
  return (
    <>
      <PageHero
        illustration="spacelabs"
        eyebrow={t('spacelabs.eyebrow')}
        title={t('spacelabs.title')}
        intro={t('spacelabs.intro')}
      >
        <ButtonLink to="#apply">{t('spacelabs.applyCta')}</ButtonLink>
        <ButtonLink to="#timeline" variant="onDark">
          {t('spacelabs.timelineCta')}
        </ButtonLink>
      </PageHero>

      <AboutSection figures={figures} />

      <Section
        id="offer"
        tone="muted"
        eyebrow={t('offer.eyebrow')}
        title={t('offer.title')}
        intro={t('offer.intro', figures)}
      >
        <CardGrid columns={3}>
          {SPACELABS_OFFER.map((item) => (
            <Card key={item.id} title={t(`offer.${item.id}.title`, figures)} icon={item.icon}>
              <p>{t(`offer.${item.id}.text`, figures)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <TimelineSection figures={figures} />

      <Section
        id="who"
        tone="muted"
        eyebrow={t('audience.eyebrow')}
        title={t('audience.title')}
        intro={t('audience.intro')}
      >
        <Checklist
          items={SPACELABS_AUDIENCE.map((id) => ({
            id,
            title: t(`audience.${id}.title`),
            text: t(`audience.${id}.text`),
          }))}
        />
      </Section>

      <AlumniSection />

      <CallToAction
        id="apply"
        tone="muted"
        title={t('spacelabsApply.title')}
        text={t('spacelabsApply.text', figures)}
      >
        <ButtonLink to={SPACELABS.applyUrl}>{t('spacelabsApply.cta')}</ButtonLink>
        <ButtonLink to={SPACELABS.rulesUrl} variant="onDark">
          {t('spacelabsApply.rules')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering SpacelabsContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function SpacelabsPage(): React.JSX.Element {
  return (
    <Layout staticContent>
      <SpacelabsContent />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query SpacelabsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
