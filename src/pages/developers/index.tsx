import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { ButtonLink } from '../../components/ui/Button';
import { Link } from '../../components/ui/Link';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { EXTERNAL_LINKS } from '../../config/site';
import { space } from '../../styles/theme';

const PATHS = [
  { key: 'paths.techstack', to: '/developers/techstack' },
  { key: 'paths.university', to: '/developers/university' },
  { key: 'paths.spacelabs', to: '/spacelabs' },
] as const;

export default function DevelopersPage(): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <ButtonLink to={EXTERNAL_LINKS.docs}>{t('hero.docsCta')}</ButtonLink>
        <ButtonLink to="/builders-program" variant="onDark">
          {t('hero.programCta')}
        </ButtonLink>
      </PageHero>
      <Section id="start" title={t('paths.title')}>
        <ul
          css={css`
            display: grid;
            gap: ${space[2]};
            padding-left: ${space[5]};
          `}
        >
          {PATHS.map((path) => (
            <li key={path.to}>
              <Link to={path.to}>{t(path.key)}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query DevelopersPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
