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

/** Tags shown to visitors without JavaScript. */
const TAG_LIMIT = 12;

/** The English articles' tags (each has a tag page in every language), most used first. */
function popularTagsOf(data: Queries.SearchPageQuery): { slug: string; name: string }[] {
  const counts = new Map<string, number>();
  for (const article of data.cms.articles ?? []) {
    for (const tag of article?.tags ?? []) {
      if (tag?.slug) counts.set(tag.slug, (counts.get(tag.slug) ?? 0) + 1);
    }
  }
  const names = new Map<string, string>();
  for (const tag of [...(data.cms.tagsEnglish ?? []), ...(data.cms.tags ?? [])]) {
    if (tag?.slug && tag.name) names.set(tag.slug, tag.name);
  }
  return [...counts.entries()]
    .sort(([slugA, countA], [slugB, countB]) => countB - countA || slugA.localeCompare(slugB))
    .slice(0, TAG_LIMIT)
    .map(([slug]) => ({ slug, name: names.get(slug) ?? slug }));
}

/**
 * `/search?q=…`: results as the visitor types, the query kept in the URL. Without JavaScript
 * (or until the search code has loaded) it says that search needs it and offers the blog
 * archive, its topics and the ecosystem directory instead.
 */
export default function SearchPage({
  data,
  location,
}: PageProps<Queries.SearchPageQuery>): React.JSX.Element {
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
        <TagList tags={popularTagsOf(data)} label={t('tagsHeading')} />
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query SearchPage($language: String!, $namespaces: [String!]!, $cmsLocale: STRAPI_I18NLocaleCode) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    cms {
      articles(locale: "en", pagination: { pageSize: 200 }) {
        tags(pagination: { pageSize: 50 }) {
          slug
        }
      }
      tags(locale: $cmsLocale, pagination: { pageSize: 200 }) {
        slug
        name
      }
      tagsEnglish: tags(locale: "en", pagination: { pageSize: 200 }) {
        slug
        name
      }
    }
  }
`;
