/** Hosts that links may point to; `*.domain` allows a domain's subdomains. */
export declare const ALLOWED_EXTERNAL_HOSTS: readonly string[];
