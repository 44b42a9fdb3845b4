export const CACHE_IMMUTABLE: string;
export const CACHE_REVALIDATE: string;
export const CACHE_SHORT: string;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export const HSTS: string;

/** Extra sources per CSP directive, e.g. `{ 'script-src': ['https://tags.example'] }`. */
export type CspExtraSources = Partial<Record<string, readonly string[]>>;

export function cacheControlFor(filePath: string): string;
export function cmsOrigin(url?: string): string | null;
export function contentSecurityPolicy(
  https: boolean,
  scriptHashes?: readonly string[],
  connectOrigin?: string | null,
  extraSources?: CspExtraSources,
): string;
export function inlineScriptHashes(html: string): string[];
export function pageContentSecurityPolicy(
  html: string,
  https?: boolean,
  extraSources?: CspExtraSources,
): string;
export const CMS_MEDIA_FILE: RegExp;
export function cmsMediaHeaders(filePath: string): Record<string, string>;
export function baseHeaders(https?: boolean): Record<string, string>;
export function headersForFile(
  filePath: string,
  options?: { https?: boolean; csp?: string },
): Record<string, string>;
export function htmlCandidates(pathname: string): string[];
export const TAG_MANAGER_ORIGIN: string;
export function tagManagerSources(id?: string): Record<string, string[]>;
