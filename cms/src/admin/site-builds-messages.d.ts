/** The admin's Website widget and panel messages, per admin language. */
export const SITE_BUILDS_MESSAGES: Record<string, Record<string, string>>;
