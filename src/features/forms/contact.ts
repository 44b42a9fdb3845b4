import type { ContactSubmission } from '../../components/contact/ContactForm';
import { API_PREFIX, CMS_PUBLIC_URL } from '../account/config';

/**
 * Stores a contact message in the CMS (create-only for visitors). Plain fetch, so the contact
 * page does not load the account client. Rejects with the server's message when there is one.
 */
export async function sendContactMessage(values: ContactSubmission, locale: string): Promise<void> {
  const response = await fetch(`${CMS_PUBLIC_URL}${API_PREFIX}/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { ...values, company: values.company || null, locale } }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The CMS answered ${response.status}`);
  }
}
