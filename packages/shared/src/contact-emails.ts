// Where people can write to the foundation; the site server words the contact form's failure with
// it too (server/forms.ts).
export const CONTACT_EMAILS = {
  general: 'hello@meridian.network',
  support: 'support@meridian.network',
  /** Vulnerability reports (/.well-known/security.txt). */
  security: 'security@meridian.network',
} as const;
