import { CONTACT_LIMITS, type ContactTopic } from '../../config/contact';
import { EMAIL_PATTERN } from './validation';
import { loadVisitorClient } from './visitor-client';

export interface ContactValues {
  name: string;
  email: string;
  /** Optional: empty when not given. */
  company: string;
  topic: ContactTopic | '';
  message: string;
}

/**
 * What a valid form hands to `submit`: every value trimmed, a topic chosen, and the honeypot
 * field (empty unless a bot filled it in).
 */
export type ContactSubmission = Omit<ContactValues, 'topic'> & { topic: ContactTopic; website: string };

export type ContactField = keyof ContactValues;
/** The fields in the order of the form: the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'topic', 'message'];

/** The translation key of each error, under `form.error.` */
export type ContactError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'topicRequired'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';

/** Checks the values against the same rules as the CMS's contact-message type. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = 'nameTooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (values.company.trim().length > CONTACT_LIMITS.companyMax) errors.company = 'companyTooLong';
  if (!values.topic) errors.topic = 'topicRequired';
  if (!message) errors.message = 'messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageTooLong';
  return errors;
}

/**
 * Stores a contact message in the CMS (create-only for visitors). Rejects with a
 * ContentServiceError carrying the server's error body when there is one.
 */
export async function sendContactMessage(values: ContactSubmission, locale: string): Promise<void> {
  const client = await loadVisitorClient(locale);
  await client.createContactMessage({ ...values, company: values.company || null, locale });
}
