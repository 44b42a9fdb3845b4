import type { ContactSubmission } from '../../components/contact/ContactForm';
import { loadVisitorClient } from './visitor-client';

/**
 * Stores a contact message in the CMS (create-only for visitors). Rejects with a
 * ContentServiceError carrying the server's error body when there is one.
 */
export async function sendContactMessage(values: ContactSubmission, locale: string): Promise<void> {
  const client = await loadVisitorClient(locale);
  await client.createContactMessage({ ...values, company: values.company || null, locale });
}
