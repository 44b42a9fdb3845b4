/** Why a published entry is not on the site (a message id of site-builds-messages.js and its values), or null. */
export function notOnSiteReason(options: {
  status: unknown;
  documentId?: string;
  locale?: string;
  publishedAt?: string | null;
}): { id: string; values: Record<string, string> } | null;
