import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectCard } from '../components/ecosystem/ProjectCard';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import { stringifyDirectoryQuery, EMPTY_STATE } from '../features/ecosystem/directory';
import type { CommunityDirectoryData } from '../features/cms/types';
import type { SitePageContext } from '../features/i18n/page-context';
import { cardGrid } from '../styles/lists';
import { space } from '../styles/theme';

/** Projects of the community category, by name, from createPages (src/pipeline/cms/create-pages.ts). */
type CommunityEcosystemContext = SitePageContext & CommunityDirectoryData;

const gridStyle = [
  cardGrid(3),
  css`
    margin: ${space[6]} 0 ${space[8]};
  `,
];

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

export default function CommunityEcosystemPage({
  pageContext,
}: PageProps<Queries.CommunityEcosystemPageQuery, CommunityEcosystemContext>): React.JSX.Element {
  const { t } = useTranslation('community');
  const { projects, communityCategory } = pageContext;
  const chains = useMemo(() => new Map(pageContext.chains.map((c) => [c.slug, c])), [pageContext.chains]);
  const categories = useMemo(
    () => new Map(pageContext.categories.map((c) => [c.slug, c])),
    [pageContext.categories],
  );
  return (
    <Layout staticContent>
      <PageHero
        illustration="ecosystem"
        eyebrow={t('ecosystem.eyebrow')}
        title={t('ecosystem.title')}
        intro={t('ecosystem.intro')}
      />
      <Section title={t('ecosystem.listTitle')} id="community-projects">
        {projects.length ? (
          <ul css={gridStyle}>
            {projects.map((project) => (
              <li key={project.slug}>
                <ProjectCard
                  project={project}
                  chains={chains}
                  categories={categories}
                  linkHosts={pageContext.linkHosts}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('ecosystem.empty')}</p>
        )}
        <div css={actionsStyle}>
          {communityCategory && (
            <ButtonLink
              to={`/ecosystem${stringifyDirectoryQuery({ ...EMPTY_STATE, categories: [communityCategory.slug] })}`}
            >
              {t('ecosystem.categoryLink')}
            </ButtonLink>
          )}
          <ButtonLink to="/ecosystem" variant="secondary">
            {t('ecosystem:directoryLink')}
          </ButtonLink>
        </div>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CommunityEcosystemPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
