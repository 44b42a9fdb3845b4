import { css } from '@emotion/react';
import { graphql, type HeadProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { featureListStyle } from '../components/developers/blocks';
import { buildersFaq, buildersFigures, translatorFromData } from '../features/developers/faq';
import { Steps } from '../components/ui/Steps';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Accordion } from '../components/ui/Accordion';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../components/ui/page-sections';
import {
  BUILDERS_PROGRAM,
  BUILDER_BENEFITS,
  BUILDER_STEPS,
  FOCUS_AREAS,
  ILLUSTRATIONS,
} from '../config/developers';
import type { LocaleData } from '../features/i18n/messages';
import type { FaqPageContext } from '../features/i18n/page-context';
import { space } from '../styles/theme';

const splitAfterIntroStyle = css`
  margin-top: ${space[8]};
`;

function BuildersProgramContent(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  const figures = buildersFigures(language);
  const faq = buildersFaq(t, figures).map((entry) => ({
    id: `faq-${entry.id}`,
    question: entry.question,
    answer: <p>{entry.answer}</p>,
  }));
  return (
    <>
      <PageHero
        illustration="builders"
        eyebrow={t('buildersProgram.eyebrow')}
        title={t('buildersProgram.title')}
        intro={t('buildersProgram.intro')}
      >
        <ButtonLink to="#apply">{t('buildersProgram.applyCta')}</ButtonLink>
        <ButtonLink to="#how-it-works" variant="onDark">
          {t('buildersProgram.howCta')}
        </ButtonLink>
      </PageHero>

      <Section
        id="benefits"
        eyebrow={t('benefits.eyebrow')}
        title={t('benefits.title')}
        intro={t('benefits.intro', figures)}
      >
        <CardGrid columns={3}>
          {BUILDER_BENEFITS.map((benefit) => (
            <Card key={benefit.id} title={t(`benefits.${benefit.id}.title`)} icon={benefit.icon}>
              <p>{t(`benefits.${benefit.id}.text`, figures)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="focus"
        tone="muted"
        eyebrow={t('focus.eyebrow')}
        title={t('focus.title')}
        intro={t('focus.intro')}
      >
        <div css={splitAfterIntroStyle}>
          <Split
            reversed
            media={
              <img
                src={ILLUSTRATIONS.builders.src}
                width={ILLUSTRATIONS.builders.width}
                height={ILLUSTRATIONS.builders.height}
                alt=""
                loading="lazy"
              />
            }
          >
            <dl css={featureListStyle}>
              {FOCUS_AREAS.map((area) => (
                <div key={area}>
                  <dt>{t(`focus.${area}.title`)}</dt>
                  <dd>{t(`focus.${area}.text`)}</dd>
                </div>
              ))}
            </dl>
          </Split>
        </div>
      </Section>

      <Section
        id="how-it-works"
        eyebrow={t('how.eyebrow')}
        title={t('how.title')}
        intro={t('how.intro', figures)}
      >
        <Steps
          row
          items={BUILDER_STEPS.map((step) => ({
            id: step,
            title: t(`how.${step}.title`),
            children: <p>{t(`how.${step}.text`, figures)}</p>,
          }))}
        />
      </Section>

      <Section id="faq" tone="muted" eyebrow={t('buildersFaq.eyebrow')} title={t('buildersFaq.title')}>
        <Accordion items={faq} />
      </Section>

      <CallToAction id="apply" title={t('apply.title')} text={t('apply.text', figures)}>
        <ButtonLink to={BUILDERS_PROGRAM.applyUrl}>{t('apply.cta')}</ButtonLink>
        <ButtonLink to={BUILDERS_PROGRAM.guidelinesUrl} variant="onDark">
          {t('apply.guidelines')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering BuildersProgramContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function BuildersProgramPage(): React.JSX.Element {
  return (
    <Layout staticContent>
      <BuildersProgramContent />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LocaleData, FaqPageContext>): React.JSX.Element {
  const t = translatorFromData(data, 'developers', pageContext.language);
  return <Seo data={data} pageContext={pageContext} faq={buildersFaq(t, pageContext.faqFigures)} />;
}

export const query = graphql`
  query BuildersProgramPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
