import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../components/account/AccountShell';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { useFormResult } from '../features/forms/form-result';
import { useHydrated } from '../features/hydration';

const STATUSES = ['confirmed', 'unsubscribed', 'invalid'] as const;
type NewsletterStatus = (typeof STATUSES)[number];

/**
 * Where the newsletter mails' links land: it says what happened (`?status=confirmed`). The
 * newsletter prompt sent before the page's JavaScript ran comes here too: the site server then
 * answers with the prompt's outcome in this message (server/forms.ts).
 */
export default function NewsletterPage({ location }: PageProps): React.JSX.Element {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const answered = useFormResult('newsletter');
  const raw = hydrated ? new URLSearchParams(location.search).get('status') : null;
  const status: NewsletterStatus | null = STATUSES.find((candidate) => candidate === raw) ?? null;
  return (
    <AccountShell title={t('newsletter.title')}>
      <p role="status" data-form-status="newsletter">
        {answered?.success ?? (status ? t(`newsletter.${status}`) : t('newsletter.unknown'))}
      </p>
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
