import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/Section';
import { space } from '../styles/theme';

export default function NotFoundPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('errors');

  useEffect(() => {
    // Spec §8: a navigation that lands on no route is logged with the full path.
    if (!/\/404(\.html)?$/.test(location.pathname)) {
      console.error(`Page not found: ${location.pathname}${location.search}${location.hash}`);
    }
  }, [location.pathname, location.search, location.hash]);

  return (
    <Layout>
      <PageHero title={t('notFound.heading')} intro={t('notFound.text')}>
        <ButtonLink to="/">{t('notFound.homeLink')}</ButtonLink>
      </PageHero>
      <Section>
        <ul
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: ${space[6]};
            padding: 0;
            list-style: none;
          `}
        >
          <li>
            <Link to="/blog">{t('notFound.blogLink')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('notFound.contactLink')}</Link>
          </li>
        </ul>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
