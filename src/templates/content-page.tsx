import { css } from '@emotion/react';
import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { Container } from '../components/ui/Container';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CONTACT_EMAILS } from '../config/contact';
import { formatDate } from '../features/i18n/format';
import type { SitePageContext } from '../features/i18n/page-context';
import { colors, fontSizes, space } from '../styles/theme';

type ContentPageData = Queries.ContentPageQuery;

/**
 * Links inside MDX go through the site's Link: locale prefixes and the URL rules apply.
 * `<ContactEmail kind="general" />` writes an address from the contact config, so that the texts
 * of three languages never repeat (or mistype) it; it wraps after the "@" on narrow screens.
 */
const mdxComponents = {
  a: ({ href = '', children }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <Link to={href}>{children}</Link>
  ),
  ContactEmail: ({ kind }: { kind: keyof typeof CONTACT_EMAILS }) => {
    const address = CONTACT_EMAILS[kind];
    const [local, domain] = address.split('@');
    return (
      <Link to={`mailto:${address}`}>
        {local}@<wbr />
        {domain}
      </Link>
    );
  },
};

const proseStyle = css`
  max-width: 46rem;
  padding: ${space[12]} 0 ${space[16]};
  h2 {
    margin-top: ${space[10]};
    font-size: ${fontSizes['2xl']};
  }
  li + li {
    margin-top: ${space[2]};
  }
  code {
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: ${colors.surfaceMuted};
  }
`;

/** Pages written in MDX under content/ (legal texts, the accessibility statement), one file per language. */
function MdxPageContent({
  data,
  pageContext,
  children,
}: PageProps<ContentPageData, SitePageContext>): React.JSX.Element {
  const { t, i18n } = useTranslation('legal');
  const frontmatter = data.mdx?.frontmatter;
  const updated = frontmatter?.updated ? formatDate(frontmatter.updated, i18n.language) : null;
  return (
    <>
      <PageHero
        illustration="legal"
        title={frontmatter?.title ?? ''}
        intro={updated ? t('lastUpdated', { date: updated }) : undefined}
      />
      <Container>
        <article css={proseStyle} lang={pageContext.language}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </article>
      </Container>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering MdxPageContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function ContentPage(props: PageProps<ContentPageData, SitePageContext>): React.JSX.Element {
  return (
    <Layout staticContent>
      <MdxPageContent {...props} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ContentPageData, SitePageContext>): React.JSX.Element {
  return (
    <Seo
      data={data}
      pageContext={pageContext}
      title={data.mdx?.frontmatter?.title ?? undefined}
      description={data.mdx?.frontmatter?.description ?? undefined}
    />
  );
}

export const query = graphql`
  query ContentPage($id: String!, $language: String!, $namespaces: [String!]!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        updated
      }
    }
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
