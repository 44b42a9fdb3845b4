import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../components/ui/page-sections';
import { StatList } from '../components/ui/StatList';
import { Timeline, type TimelineEntry } from '../components/ui/Timeline';
import { FOUNDATION_FACTS, FOUNDATION_WORK, ORGANISATION_ROWS, PRINCIPLES } from '../config/about';
import { EXTERNAL_LINKS } from '../config/site';
import { formatMonth, formatNumber } from '../features/i18n/format';
import { colors, fontSizes, layout, mq, radii, space } from '../styles/theme';

const principlesStyle = css`
  display: grid;
  gap: ${space[5]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding-left: ${space[4]};
    border-left: 3px solid ${colors.accent};
  }
  h3 {
    margin: 0 0 ${space[1]};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const missionTextStyle = css`
  p {
    font-size: ${fontSizes.lg};
  }
`;

const timelineLayoutStyle = css`
  display: grid;
  gap: ${space[10]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 46rem) minmax(0, 1fr);
    gap: ${space[12]};
    align-items: start;
  }
  .timeline-art {
    display: none;
    ${mq.lg} {
      display: block;
      position: sticky;
      top: calc(${layout.headerHeight} + ${space[8]});
      margin-top: ${space[8]};
    }
  }
  .timeline-art img {
    display: block;
    width: 100%;
    max-width: 22rem;
    height: auto;
    margin-left: auto;
  }
`;

const organisationStyle = css`
  display: grid;
  gap: ${space[8]};
  margin-top: ${space[10]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h3 {
    margin: 0 0 ${space[4]};
    font-size: ${fontSizes.xl};
  }
  dl {
    margin: 0;
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
  }
  dl > div {
    display: grid;
    gap: ${space[1]};
    padding: ${space[4]} ${space[5]};
    ${mq.sm} {
      grid-template-columns: 11rem minmax(0, 1fr);
      gap: ${space[4]};
    }
  }
  dl > div + div {
    border-top: 1px solid ${colors.border};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${colors.inkMuted};
  }
  .join p {
    color: ${colors.inkMuted};
  }
  .join a {
    font-weight: 600;
  }
`;

/** The timeline's entries, from content/timeline: dated by month in the page's language. */
function timelineEntries(
  nodes: Queries.AboutPageQuery['timeline']['nodes'],
  language: string,
): TimelineEntry[] {
  return nodes.map((node) => {
    const date = String(node.frontmatter?.date ?? '').slice(0, 10);
    return {
      id: node.fields?.name ?? node.id,
      date,
      label: formatMonth(date, language),
      title: node.frontmatter?.title ?? '',
      description: <p>{node.excerpt}</p>,
    };
  });
}

function AboutContent({ data }: PageProps<Queries.AboutPageQuery>): React.JSX.Element {
  const { t } = useTranslation('about');
  const { language } = useI18next();
  const entries = timelineEntries(data.timeline.nodes, language);

  return (
    <>
      <PageHero
        illustration="about"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <ButtonLink to="#timeline">{t('hero.storyCta')}</ButtonLink>
        <ButtonLink to="/starmap" variant="onDark">
          {t('hero.starmapCta')}
        </ButtonLink>
      </PageHero>

      <Section id="mission" eyebrow={t('mission.eyebrow')} title={t('mission.title')}>
        <Split
          media={
            <img src="/illustrations/about/mission.svg" width={560} height={440} alt="" loading="lazy" />
          }
        >
          <div css={missionTextStyle}>
            <p>{t('mission.text1')}</p>
            <p>{t('mission.text2')}</p>
          </div>
          <ul css={principlesStyle} aria-label={t('principles.label')}>
            {PRINCIPLES.map((id) => (
              <li key={id}>
                <h3>{t(`principles.${id}.title`)}</h3>
                <p>{t(`principles.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </Split>
      </Section>

      <Section
        id="what-we-do"
        tone="muted"
        eyebrow={t('work.eyebrow')}
        title={t('work.title')}
        intro={t('work.intro')}
      >
        <CardGrid columns={4}>
          {FOUNDATION_WORK.map((item) => (
            <Card
              key={item.id}
              title={t(`work.${item.id}.title`)}
              icon={{ src: item.icon, width: 48, height: 48 }}
              action={<Link to={item.to}>{t(`work.${item.id}.link`)}</Link>}
            >
              <p>{t(`work.${item.id}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="timeline"
        eyebrow={t('timeline.eyebrow')}
        title={t('timeline.title')}
        intro={t('timeline.intro')}
      >
        <div css={timelineLayoutStyle}>
          <Timeline entries={entries} />
          <div className="timeline-art">
            <img src="/illustrations/about/timeline.svg" width={360} height={440} alt="" loading="lazy" />
          </div>
        </div>
      </Section>

      <Section
        id="foundation"
        tone="muted"
        eyebrow={t('facts.eyebrow')}
        title={t('facts.title')}
        intro={t('facts.intro')}
      >
        <StatList
          stats={FOUNDATION_FACTS.map((fact) => ({
            id: fact.id,
            value: fact.kind === 'year' ? String(fact.value) : formatNumber(fact.value, language),
            label: t(`facts.stat.${fact.id}`),
          }))}
        />
        <div css={organisationStyle}>
          <div>
            <h3>{t('organisation.title')}</h3>
            <dl>
              {ORGANISATION_ROWS.map((row) => (
                <div key={row}>
                  <dt>{t(`organisation.${row}.term`)}</dt>
                  <dd>{t(`organisation.${row}.value`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="join">
            <h3>{t('join.title')}</h3>
            <p>{t('join.text')}</p>
            <p>
              <Link to={EXTERNAL_LINKS.careers}>{t('join.careers')}</Link>
            </p>
          </div>
        </div>
      </Section>

      <CallToAction id="get-in-touch" title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to="/contact">{t('cta.contact')}</ButtonLink>
        <ButtonLink to="/brand-asset-kit" variant="onDark">
          {t('cta.brand')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering AboutContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function AboutPage(props: PageProps<Queries.AboutPageQuery>): React.JSX.Element {
  return (
    <Layout staticContent>
      <AboutContent {...props} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    timeline: allMdx(
      filter: { fields: { area: { eq: "about/timeline" }, locale: { eq: $language } } }
      sort: { frontmatter: { date: ASC } }
    ) {
      nodes {
        id
        fields {
          name
        }
        frontmatter {
          date
          title
        }
        excerpt(pruneLength: 600)
      }
    }
  }
`;
