/** What the site does with a link. */
export type LinkTarget =
  | { kind: 'internal'; path: string; hash: string; search: string }
  | { kind: 'hash'; href: string }
  | { kind: 'file'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string }
  | { kind: 'refused'; reason: string };

/** Schemes refused whatever else is allowed: javascript:, data:, blob:, vbscript:. */
export declare const FORBIDDEN_SCHEMES: readonly string[];
/** An entry is a host (`x.com`) or, with a leading `*.`, every subdomain of a domain (`*.example`). */
export declare function isAllowedHost(host: string, allowedHosts?: readonly string[]): boolean;
/** Sorts an href into what the site may do with it; `siteUrl` is the site's origin. */
export declare function classifyLink(
  raw: string,
  allowedHosts: readonly string[],
  siteUrl: string,
): LinkTarget;
