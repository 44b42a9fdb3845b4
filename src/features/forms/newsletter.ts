import type { NewsletterSubscriptionData } from '../account/content-api';
import { loadVisitorClient } from './visitor-client';

/**
 * Asks the CMS for a newsletter subscription (double opt-in: it stores a pending one and mails
 * the confirmation link in `locale`). Rejects with a ContentServiceError when the call fails.
 */
export async function subscribeToNewsletter(subscription: NewsletterSubscriptionData): Promise<void> {
  const client = await loadVisitorClient(subscription.locale);
  await client.createNewsletterSubscription(subscription);
}
