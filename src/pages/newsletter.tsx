import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../components/account/AccountShell';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { NewsletterStatus } from '../components/newsletter/NewsletterStatus';

/**
 * Where the newsletter mails' links land: it says what happened (`?status=confirmed`). The
 * newsletter prompt sent before the page's JavaScript ran comes here too: the site server then
 * answers with the prompt's outcome in this message (server/forms.ts).
 */
export default function NewsletterPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountShell title={t('newsletter.title')}>
      <NewsletterStatus search={location.search} />
      <ButtonLink to="/blog">{t('newsletter.toBlog')}</ButtonLink>
    </AccountShell>
  );
}

export const Head = PageHead;

export const query = graphql`
  query NewsletterPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
