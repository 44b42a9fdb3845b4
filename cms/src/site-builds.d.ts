export function siteBuildsUrl(env?: Record<string, string | undefined>): string | null;
export function readSiteBuilds(options?: {
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
}): Promise<Record<string, unknown>>;
export function registerSiteBuildsRoute(strapi: unknown): void;
export function withEntryLinks<T>(strapi: unknown, status: T): Promise<T>;
/** The fields keeping an entry's published version off the site (@meridian/shared/shown-rules), or null. */
export function entryNotShown(
  strapi: unknown,
  query: { uid?: unknown; documentId?: unknown; locale?: unknown },
  rules?: typeof import('@meridian/shared/shown-rules'),
): Promise<{ documentId: string; locale: string; fields: string[] } | null>;
