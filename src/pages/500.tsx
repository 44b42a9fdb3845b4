import { graphql } from 'gatsby';
import React from 'react';
import { Layout, LocalizedServerError } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';

/**
 * The general error page, served by the server when it cannot answer (spec §2: a general error
 * page exists; §8: errors other than 404 show 'Internal Server Error').
 */
export default function ServerErrorPage(): React.JSX.Element {
  return (
    <Layout>
      <LocalizedServerError landmark={false} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ServerErrorPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
