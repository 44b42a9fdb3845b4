/** Where people can write to the foundation. */
export declare const CONTACT_EMAILS: {
  readonly general: 'hello@meridian.network';
  readonly support: 'support@meridian.network';
  /** Vulnerability reports (/.well-known/security.txt). */
  readonly security: 'security@meridian.network';
};
