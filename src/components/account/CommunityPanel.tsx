import { useI18next } from 'gatsby-plugin-react-i18next';
import type { GraphQLFormattedError } from 'graphql';
import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberNewsletter } from '../../features/account/member-newsletter';
import { loadCommunityClient } from '../../features/account/session';
import { formatDate } from '../../features/i18n/format';

type Problem = 'signIn' | 'forbidden' | 'failed';

/** The user-facing problem of a GraphQL error (spec §8: GraphQL errors have their own hook). */
function problemOf(errors: readonly GraphQLFormattedError[]): Problem {
  const codes = errors.map((error) => error.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return 'signIn';
  if (codes.includes('FORBIDDEN')) return 'forbidden';
  return 'failed';
}

/**
 * The account page's "Community" panel: the member's newsletter subscription, read through the
 * community GraphQL client and kept live by its subscription socket. Apollo and the client load
 * in their own chunk, only here.
 */
export function CommunityPanel(): React.JSX.Element {
  const { t } = useTranslation('account');
  const { language } = useI18next();
  const [newsletter, setNewsletter] = useState<MemberNewsletter | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void Promise.all([
      loadCommunityClient(),
      import(/* webpackChunkName: "member-newsletter" */ '../../features/account/member-newsletter'),
    ])
      .then(([community, { watchMemberNewsletter }]) => {
        if (unmounted) return;
        stop = watchMemberNewsletter(community, {
          onData: (data) => {
            setNewsletter(data);
            setProblem(null);
          },
          onGraphQLError: (errors) => setProblem(problemOf(errors)),
          // A GraphQL error has already said what went wrong; anything else is a failure.
          onFailure: () => setProblem((known) => known ?? 'failed'),
        });
      })
      .catch(() => {
        if (!unmounted) setProblem('failed');
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return (
    <section aria-labelledby="community-title" data-testid="community-panel">
      <h2 id="community-title">{t('community.title')}</h2>
      <h3>{t('community.newsletter')}</h3>
      {problem ? (
        <p role="alert">{t(`community.error.${problem}`)}</p>
      ) : newsletter ? (
        <p role="status" data-status={newsletter.status}>
          {newsletter.status === 'confirmed' && newsletter.confirmedAt
            ? t('community.status.confirmedSince', { date: formatDate(newsletter.confirmedAt, language) })
            : t(`community.status.${newsletter.status}`, { email: newsletter.email })}
        </p>
      ) : (
        <p role="status">{t('community.loading')}</p>
      )}
    </section>
  );
}
