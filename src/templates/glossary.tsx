import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { proseStyle } from '../components/blog/Prose';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/page-sections';
import type { GlossarySection, GlossaryTerm } from '../features/glossary/order';
import type { SitePageContext } from '../features/i18n/page-context';
import { colors, fontSizes, radii, space } from '../styles/theme';

interface GlossaryContext extends SitePageContext {
  /** The page language's published terms, sorted under their index headings (src/pipeline/cms/glossary.ts). */
  sections: GlossarySection[];
}

const indexStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0 0 ${space[8]};
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 ${space[2]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font-weight: 700;
    text-decoration: none;
  }
`;

const headingStyle = css`
  margin: ${space[10]} 0 ${space[4]};
  padding-bottom: ${space[2]};
  border-bottom: 2px solid ${colors.primary};
  font-size: ${fontSizes['2xl']};
`;

const termStyle = css`
  margin: 0 0 ${space[6]};
  scroll-margin-top: ${space[20]};
  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.xl};
  }
  dfn {
    font-style: normal;
  }
  :target h3 {
    background: ${colors.highlight};
  }
  p {
    margin: 0 0 ${space[2]};
  }
`;

const readingStyle = css`
  margin-left: ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: 400;
  color: ${colors.inkMuted};
`;

const metaStyle = css`
  font-size: ${fontSizes.md};
  color: ${colors.inkMuted};
  ul {
    display: inline;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline;
  }
  li + li::before {
    content: ', ';
  }
  :lang(ja) & li + li::before {
    content: '、';
  }
`;

function TermEntry({
  term,
  linkHosts,
}: {
  term: GlossaryTerm;
  /** The page's `linkHosts`: where its links may go. */
  linkHosts?: readonly string[];
}): React.JSX.Element {
  const { t } = useTranslation('glossary');
  return (
    <article id={term.slug} css={termStyle} aria-labelledby={`${term.slug}-term`}>
      <h3 id={`${term.slug}-term`}>
        <dfn>{term.term}</dfn>
        {term.reading && term.reading !== term.term && <span css={readingStyle}>{term.reading}</span>}
      </h3>
      <p>{term.definition}</p>
      {term.explanationHtml && (
        <div css={proseStyle} dangerouslySetInnerHTML={{ __html: term.explanationHtml }} />
      )}
      {term.related.length > 0 && (
        <div css={metaStyle}>
          {t('related')}:{' '}
          <ul>
            {term.related.map((related) => (
              <li key={related.slug}>
                <a href={`#${related.slug}`}>{related.term}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {term.links.length > 0 && (
        <div css={metaStyle}>
          {t('links')}:{' '}
          <ul>
            {term.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} allowedHosts={linkHosts}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/**
 * /glossary: every published term of the page's language in that language's order, under index
 * headings, one anchor per term (its slug, the same in every language). Static: no script needed
 * to read it or to jump to a term.
 */
export default function GlossaryPage({ pageContext }: PageProps<Queries.GlossaryPageQuery, GlossaryContext>) {
  const { t } = useTranslation('glossary');
  const { sections } = pageContext;
  return (
    <Layout feedback staticContent>
      <PageHero
        illustration="glossary"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      />
      <Section>
        {sections.length === 0 && <p>{t('empty')}</p>}
        {sections.length > 0 && (
          <nav aria-label={t('index')}>
            <ul css={indexStyle}>
              {sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#index-${index + 1}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* Terms are search results of their own (plugins/site-output/search-index.ts). */}
        <div data-pagefind-ignore="all">
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`index-${index + 1}`}>
              <h2 id={`index-${index + 1}`} css={headingStyle}>
                {section.heading}
              </h2>
              {section.terms.map((term) => (
                <TermEntry key={term.slug} term={term} linkHosts={pageContext.linkHosts} />
              ))}
            </section>
          ))}
        </div>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query GlossaryPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
