import { CONTACT_EMAILS } from '@meridian/shared/contact-emails';
import { EXTERNAL_LINKS } from './site';

export { CONTACT_EMAILS };

// The form's topics and field limits live with its validation, which the site server runs too.
export { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from '@meridian/shared/form-rules';

/** Technical-support channels, in order; copy under `support.<key>.*`. */
export const SUPPORT_CHANNELS = [
  { key: 'discord', url: EXTERNAL_LINKS.discord, icon: '/illustrations/community/discord.svg' },
  { key: 'github', url: EXTERNAL_LINKS.github, icon: '/illustrations/community/github.svg' },
  { key: 'docs', url: EXTERNAL_LINKS.docs, icon: '/illustrations/community/docs.svg' },
  { key: 'email', url: `mailto:${CONTACT_EMAILS.support}`, icon: '/illustrations/community/email.svg' },
] as const;
