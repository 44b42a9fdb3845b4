import React from 'react';
import { useTranslation } from 'react-i18next';
import { useFormResult } from '../../features/forms/form-result';
import { useHydrated } from '../../features/hydration';

const STATUSES = ['confirmed', 'unsubscribed', 'invalid'] as const;
type NewsletterStatus = (typeof STATUSES)[number];

/**
 * What the newsletter page says: what its mail's link did (`?status=confirmed`), or the outcome
 * of the prompt sent before the page's JavaScript ran, which the site server renders here again
 * (the region `newsletter:page`, server/form-page.ts).
 */
export function NewsletterStatus({ search }: { search: string }): React.JSX.Element {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const answered = useFormResult('newsletter');
  const raw = hydrated ? new URLSearchParams(search).get('status') : null;
  const status: NewsletterStatus | null = STATUSES.find((candidate) => candidate === raw) ?? null;
  return (
    <p role="status" data-form-status="newsletter" data-form-region="newsletter:page">
      {answered?.success ?? (status ? t(`newsletter.${status}`) : t('newsletter.unknown'))}
    </p>
  );
}
