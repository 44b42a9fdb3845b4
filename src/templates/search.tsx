import { graphql, type PageProps } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { TagList } from '../components/blog/TagList';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { useHydrated } from '../features/hydration';
import type { SearchPanel as SearchPanelComponent } from '../components/search/SearchPanel';
import type { SearchPageData } from '../features/cms/types';
import type { SitePageContext } from '../features/i18n/page-context';

/** Its popular tags come from createPages (src/pipeline/cms/site-plan.ts, `popularTags`). */
type SearchPageContext = SitePageContext & SearchPageData;

/**
 * `/search?q=…`: results as the visitor types, the query kept in the URL. Without JavaScript
 * (or until the search code has loaded) it says that search needs it and offers the blog
 * archive, its topics and the ecosystem directory instead.
 */
export default function SearchPage({
  pageContext,
  location,
}: PageProps<Queries.SearchPageQuery, SearchPageContext>): React.JSX.Element {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  const [Panel, setPanel] = useState<typeof SearchPanelComponent | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    // Its own chunk, as for the dialog: the search code is not in the pages' shared bundles.
    import(/* webpackChunkName: "search-panel" */ '../components/search/SearchPanel').then((module) =>
      setPanel(() => module.SearchPanel),
    );
  }, [hydrated]);

  const keepQueryInUrl = useCallback((query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, []);

  const initialQuery = hydrated ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <Layout>
      <PageHero title={t('heading')} intro={t('intro')} />
      <Section>
        {Panel ? (
          <Panel initialQuery={initialQuery} focusOnMount onQueryChange={keepQueryInUrl} />
        ) : (
          <div>
            <p>{t('noScript')}</p>
            <ul>
              <li>
                <Link to="/blog">{t('blogLink')}</Link>
              </li>
              <li>
                <Link to="/ecosystem">{t('ecosystemLink')}</Link>
              </li>
            </ul>
          </div>
        )}
      </Section>
      <Section tone="muted" title={t('tagsHeading')}>
        <TagList tags={pageContext.popularTags} label={t('tagsHeading')} />
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
