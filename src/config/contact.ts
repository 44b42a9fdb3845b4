import { EXTERNAL_LINKS } from './site';

/** Where people can write to the foundation. */
export const CONTACT_EMAILS = {
  general: 'hello@meridian.network',
  support: 'support@meridian.network',
  /** Vulnerability reports (/.well-known/security.txt). */
  security: 'security@meridian.network',
} as const;

/** Topics of the general-inquiries form, in the order of its select. */
export const CONTACT_TOPICS = ['partnership', 'press', 'ecosystem_listing', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Field limits, the same as the CMS's contact-message content type. */
export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 120,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Technical-support channels, in order; copy under `support.<key>.*`. */
export const SUPPORT_CHANNELS = [
  { key: 'discord', url: EXTERNAL_LINKS.discord, icon: '/illustrations/community/discord.svg' },
  { key: 'github', url: EXTERNAL_LINKS.github, icon: '/illustrations/community/github.svg' },
  { key: 'docs', url: EXTERNAL_LINKS.docs, icon: '/illustrations/community/docs.svg' },
  { key: 'email', url: `mailto:${CONTACT_EMAILS.support}`, icon: '/illustrations/community/email.svg' },
] as const;
