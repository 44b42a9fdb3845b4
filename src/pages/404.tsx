import { css } from '@emotion/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { I18nextContext } from 'gatsby-plugin-react-i18next';
import React, { useContext, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { DEFAULT_LOCALE, type Locale } from '../features/i18n/locales';
import type { SitePageContext } from '../features/i18n/page-context';
import { localizePath, splitLocalePath } from '../features/i18n/paths';
import { notFoundMessage } from '../features/navigation/not-found-message';
import { space } from '../styles/theme';

/**
 * The language the page is shown in. Built as /ja/404 it is Japanese; but in the browser Gatsby
 * shows /404.html for every URL it has no page for, /ja/no-such-page included, so that page
 * follows the language of the URL (its data carries every language, see
 * gatsby-node.ts) and hydrates the localized HTML the server sent without replacing it.
 */
function shownLanguage(pageContext: SitePageContext, pathname: string): Locale {
  return pageContext.language === DEFAULT_LOCALE ? splitLocalePath(pathname).locale : pageContext.language;
}

/** Renders its children with i18next and the plugin's context switched to `language`. */
function InLanguage({ language, children }: { language: Locale; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const context = useContext(I18nextContext);
  const localized = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  const localizedContext = useMemo(
    () => ({
      ...context,
      language,
      routed: language !== DEFAULT_LOCALE,
      path: localizePath(context.originalPath, language),
    }),
    [context, language],
  );
  return (
    <I18nextProvider i18n={localized}>
      <I18nextContext.Provider value={localizedContext}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}

function NotFoundContent(): React.JSX.Element {
  const { t } = useTranslation('errors');
  return (
    <Layout>
      <PageHero illustration="notFound" title={t('notFound.heading')} intro={t('notFound.text')}>
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

export default function NotFoundPage({
  location,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, SitePageContext>): React.JSX.Element {
  useEffect(() => {
    // Spec §8: an unknown URL is logged, differently at startup and after a navigation.
    if (!/\/404(\.html)?$/.test(location.pathname)) {
      console.error(
        notFoundMessage({ pathname: location.pathname, search: location.search, hash: location.hash }),
      );
    }
  }, [location.pathname, location.search, location.hash]);

  const language = shownLanguage(pageContext, location.pathname);
  if (language === pageContext.language) return <NotFoundContent />;
  return (
    <InLanguage language={language}>
      <NotFoundContent />
    </InLanguage>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.NotFoundPageQuery, SitePageContext>): React.JSX.Element {
  return (
    <Seo
      data={data}
      pageContext={{ ...pageContext, language: shownLanguage(pageContext, location.pathname) }}
    />
  );
}

export const query = graphql`
  query NotFoundPage($namespaces: [String!]!, $localeLanguages: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
  }
`;
