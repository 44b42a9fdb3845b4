import { css } from '@emotion/react';
import { graphql, type HeadProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { tagStyle } from '../../components/developers/blocks';
import {
  translatorFromData,
  universityFaq,
  universityFaqFigures,
  type Translate,
} from '../../features/developers/faq';
import { Layout } from '../../components/layout/Layout';
import { Seo } from '../../components/layout/Seo';
import { Accordion } from '../../components/ui/Accordion';
import { ButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../../components/ui/page-sections';
import { StatList } from '../../components/ui/StatList';
import {
  CURRICULUM,
  ILLUSTRATIONS,
  MODULE_OUTCOMES,
  UNIVERSITY,
  UNIVERSITY_FORMATS,
} from '../../config/developers';
import { EXTERNAL_LINKS } from '../../config/site';
import { formatNumber } from '../../features/i18n/format';
import type { LocaleData } from '../../features/i18n/messages';
import type { FaqPageContext } from '../../features/i18n/page-context';
import { colors, fontSizes, space } from '../../styles/theme';

/* Doubled class (&&): the Card resets the margins of its paragraphs with a more specific rule. */
const moduleStyle = css`
  && > * + * {
    margin-top: ${space[3]};
  }
  && > .module-outcomes-title {
    margin-top: ${space[4]};
    margin-bottom: 0;
    font-weight: 700;
    color: ${colors.ink};
    font-size: ${fontSizes.sm};
  }
  && > ul {
    margin: ${space[2]} 0 0;
    padding-left: ${space[5]};
    color: ${colors.inkMuted};
  }
  li + li {
    margin-top: ${space[1]};
  }
`;

const overviewTextStyle = css`
  p {
    font-size: ${fontSizes.lg};
    color: ${colors.inkMuted};
  }
`;

/** The overview's figures, in the page's language. */
function universityStats(t: Translate, language: string) {
  const totalHours = CURRICULUM.reduce((sum, module) => sum + module.hours, 0);
  return [
    {
      id: 'modules',
      value: formatNumber(CURRICULUM.length, language),
      label: t('overview.stats.modules'),
    },
    {
      id: 'hours',
      value: t('overview.stats.hoursValue', { hours: formatNumber(totalHours, language) }),
      label: t('overview.stats.hours'),
    },
    {
      id: 'languages',
      value: formatNumber(UNIVERSITY.languages, language),
      label: t('overview.stats.languages'),
    },
    {
      id: 'cohort',
      value: t('overview.stats.cohortValue', { weeks: formatNumber(UNIVERSITY.cohortWeeks, language) }),
      label: t('overview.stats.cohort'),
    },
  ];
}

function UniversityContent(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  const stats = universityStats(t, language);
  const faq = universityFaq(t, universityFaqFigures(language)).map((entry) => ({
    id: `faq-${entry.id}`,
    question: entry.question,
    answer: <p>{entry.answer}</p>,
  }));
  return (
    <>
      <PageHero
        illustration="developers"
        eyebrow={t('university.eyebrow')}
        title={t('university.title')}
        intro={t('university.intro')}
      >
        <ButtonLink to={UNIVERSITY.enrolUrl}>{t('university.enrolCta')}</ButtonLink>
        <ButtonLink to="#curriculum" variant="onDark">
          {t('university.curriculumCta')}
        </ButtonLink>
      </PageHero>

      <Section id="overview" eyebrow={t('overview.eyebrow')} title={t('overview.title')}>
        <Split
          media={
            <img
              src={ILLUSTRATIONS.university.src}
              width={ILLUSTRATIONS.university.width}
              height={ILLUSTRATIONS.university.height}
              alt=""
            />
          }
        >
          <div css={overviewTextStyle}>
            <p>{t('overview.text1')}</p>
            <p>{t('overview.text2')}</p>
          </div>
        </Split>
        <StatList stats={stats} />
        <CardGrid columns={3}>
          {UNIVERSITY_FORMATS.map((format) => (
            <Card key={format.id} title={t(`formats.${format.id}.title`)} icon={format.icon}>
              <p>
                {t(`formats.${format.id}.text`, {
                  weeks: formatNumber(UNIVERSITY.cohortWeeks, language),
                  hours: formatNumber(UNIVERSITY.cohortHoursPerWeek, language),
                })}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="curriculum"
        tone="muted"
        eyebrow={t('curriculum.eyebrow')}
        title={t('curriculum.title')}
        intro={t('curriculum.intro')}
      >
        <CardGrid ordered>
          {CURRICULUM.map((module, index) => (
            <Card key={module.id} title={t(`curriculum.${module.id}.title`)}>
              <div css={moduleStyle} data-module={module.id}>
                <p>
                  <span css={tagStyle}>
                    {t('curriculum.meta', {
                      number: formatNumber(index + 1, language),
                      hours: formatNumber(module.hours, language),
                    })}
                  </span>
                </p>
                <p>{t(`curriculum.${module.id}.summary`)}</p>
                <p className="module-outcomes-title">{t('curriculum.learn')}</p>
                <ul>
                  {MODULE_OUTCOMES.map((n) => (
                    <li key={n}>{t(`curriculum.${module.id}.learn.${n}`)}</li>
                  ))}
                </ul>
              </div>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="faq" eyebrow={t('universityFaq.eyebrow')} title={t('universityFaq.title')}>
        <Accordion items={faq} />
      </Section>

      <CallToAction id="join" tone="muted" title={t('join.title')} text={t('join.text')}>
        <ButtonLink to={UNIVERSITY.enrolUrl}>{t('join.enrol')}</ButtonLink>
        <ButtonLink to={EXTERNAL_LINKS.discord} variant="onDark">
          {t('join.discord')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering UniversityContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function UniversityPage(): React.JSX.Element {
  return (
    <Layout feedback staticContent>
      <UniversityContent />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LocaleData, FaqPageContext>): React.JSX.Element {
  const t = translatorFromData(data, 'developers', pageContext.language);
  return <Seo data={data} pageContext={pageContext} faq={universityFaq(t, pageContext.faqFigures)} />;
}

export const query = graphql`
  query UniversityPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
