import type http from 'node:http';

export interface SiteServer {
  server: http.Server;
  swap(nextDir: string): Promise<void>;
  readonly root: string;
}

export function createSiteServer(options: {
  publicDir: string;
  https?: boolean;
  /** `error` hears each request the server failed to answer (it is then given the 500 page). */
  log?: {
    info?: (message: string) => void;
    warn?: (message: string) => void;
    error?: (message: string) => void;
  };
  routes?: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>>;
  previewFrameAncestors?: string[];
  timeouts?: ServerTimeouts;
  /** Where the server reaches the CMS with forms sent before a page's JavaScript ran (forms.mjs). */
  cmsUrl?: string | null;
  /** Forms one client address may pass on to the CMS per minute (FORM_LIMITS.cmsCallsPerMinute). */
  formCallsPerMinute?: number;
  /** FORM_RELAY_SECRET, shared with the CMS (forms.mjs). */
  relaySecret?: string;
  /** Behind nginx: the visitor is the last address of X-Forwarded-For (forms.mjs). */
  trustProxy?: boolean;
  /** The site's public URL: forms are taken from its origin (and loopback names). */
  siteUrl?: string;
}): SiteServer;

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleMs: number;
  checkIntervalMs: number;
}
export const SERVER_TIMEOUTS: ServerTimeouts;

export function rejectRequest(
  method: string | undefined,
  rawUrl: string | undefined,
): { status: number; message: string } | null;

export function loadSite(publicDir: string, https?: boolean): unknown;
export function loadSiteAsync(publicDir: string, https?: boolean): Promise<unknown>;

export const REQUEST_LIMITS: {
  url: number;
  path: number;
  query: number;
  parameters: number;
  depth: number;
};
export const ALLOWED_METHODS: string;
