// Where people can write to the foundation; plain JavaScript because the site server words the
// contact form's failure with it too (server/forms.mjs). Types: contact-emails.d.mts.
export const CONTACT_EMAILS = {
  general: 'hello@meridian.network',
  support: 'support@meridian.network',
  /** Vulnerability reports (/.well-known/security.txt). */
  security: 'security@meridian.network',
};
