import { gql } from '@apollo/client/core';
import type { GraphQLFormattedError } from 'graphql';
import { onGraphQLError, type CommunityClient } from './community-client';

/** The signed-in member's own newsletter subscription (cms/src/community/member-newsletter.js). */
export interface MemberNewsletter {
  email: string;
  status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
  locale: string | null;
  confirmedAt: string | null;
}

export const MY_NEWSLETTER = gql`
  query MyNewsletter {
    myNewsletter {
      email
      status
      locale
      confirmedAt
    }
  }
`;

export const MY_NEWSLETTER_CHANGED = gql`
  subscription MyNewsletterChanged {
    myNewsletterChanged {
      email
      status
      locale
      confirmedAt
    }
  }
`;

const OPERATIONS = ['MyNewsletter', 'MyNewsletterChanged'];

export interface MemberNewsletterWatcher {
  onData: (newsletter: MemberNewsletter) => void;
  /** GraphQL errors of these operations, from the client's GraphQL error hook. */
  onGraphQLError: (errors: readonly GraphQLFormattedError[]) => void;
  /** Any failure of the query (the GraphQL ones also reach onGraphQLError). */
  onFailure: () => void;
}

/**
 * Watches the member's subscription: the query through the cache (cache-first, so a sign-in or
 * sign-out resets it and the watcher fetches again with the new token), and the live updates of
 * the subscription socket written into that cache. Returns the function that stops watching.
 */
export function watchMemberNewsletter(
  community: CommunityClient,
  watcher: MemberNewsletterWatcher,
): () => void {
  const { client } = community;
  const stopHook = onGraphQLError((errors, operationName) => {
    if (OPERATIONS.includes(operationName)) watcher.onGraphQLError(errors);
  });
  const query = client.watchQuery<{ myNewsletter: MemberNewsletter }>({ query: MY_NEWSLETTER }).subscribe({
    next: ({ data }) => {
      if (data?.myNewsletter) watcher.onData(data.myNewsletter);
    },
    error: () => watcher.onFailure(),
  });
  const live = !community.hasSubscriptions
    ? null
    : client
        .subscribe<{ myNewsletterChanged: MemberNewsletter }>({ query: MY_NEWSLETTER_CHANGED })
        .subscribe({
          next: ({ data }) => {
            if (data?.myNewsletterChanged) {
              client.writeQuery({ query: MY_NEWSLETTER, data: { myNewsletter: data.myNewsletterChanged } });
            }
          },
          // A socket that gave up leaves the last status on screen; the query's errors are what matter.
          error: () => undefined,
        });
  return () => {
    stopHook();
    query.unsubscribe();
    live?.unsubscribe();
  };
}
