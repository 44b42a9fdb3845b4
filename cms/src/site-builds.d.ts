export function siteBuildsUrl(env?: Record<string, string | undefined>): string | null;
export function readSiteBuilds(options?: {
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
}): Promise<Record<string, unknown>>;
export function registerSiteBuildsRoute(strapi: unknown): void;
export function withEntryLinks<T>(strapi: unknown, status: T): Promise<T>;
