import type { ContactTopic, ContactValues } from '@meridian/shared/form-rules';
import { loadVisitorClient } from './visitor-client';

export {
  CONTACT_FIELDS,
  validateContact,
  type ContactError,
  type ContactField,
  type ContactValues,
} from '@meridian/shared/form-rules';

/**
 * What a valid form hands to `submit`: every value trimmed, a topic chosen, and the honeypot
 * field (empty unless a bot filled it in).
 */
export type ContactSubmission = Omit<ContactValues, 'topic'> & { topic: ContactTopic; website: string };

/**
 * Stores a contact message in the CMS (create-only for visitors). Rejects with a
 * ContentServiceError carrying the server's error body when there is one.
 */
export async function sendContactMessage(values: ContactSubmission, locale: string): Promise<void> {
  const client = await loadVisitorClient(locale);
  await client.createContactMessage({ ...values, company: values.company || null, locale });
}
