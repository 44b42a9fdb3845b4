import { graphql } from 'gatsby';

/**
 * The locale fields every page query selects. Pages filter `allLocale` by their own language
 * and by the namespaces gatsby-node put in their context, so no other language's strings ship.
 */
export const pageLocalesFragment = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
