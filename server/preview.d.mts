import type http from 'node:http';
import type { draftEventEntry } from '../src/pipeline/cms/event-plan';
import type { termMatcherFor } from '../src/pipeline/cms/glossary';
import type { renderMarkdown } from '../src/pipeline/cms/markdown';

export const PREVIEW_DATA_PATH: string;
export const PREVIEW_MEDIA_PATH: string;

export function createPreviewRoutes(options: {
  secret: string | undefined;
  cmsUrl: string;
  token: string | undefined;
  renderMarkdown: typeof renderMarkdown;
  /** The build's rule for what is a CMS upload (src/features/cms/media.ts), for covers. */
  mediaPath: (url: string) => string | null;
  /** The build's glossary matcher: without it, a draft is shown without in-place definitions. */
  termMatcherFor?: typeof termMatcherFor;
  /** The build's rules for an event's page (src/pipeline/cms/event-plan.ts): without them, no event drafts. */
  draftEventEntry?: typeof draftEventEntry;
  fetch?: typeof fetch;
  now?: () => number;
  log?: { error: (message: string) => void };
  timeoutMs?: number;
  /** Object storage prefixes (CMS_MEDIA_URLS) a draft's media may come from besides the CMS. */
  mediaUrls?: string[];
  /** The relay's largest file and requests per client address and minute (MEDIA_LIMITS). */
  mediaLimits?: { maxBytes: number; requestsPerMinute: number };
}): Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>;

export function mediaBases(value?: string): string[];

export const MEDIA_LIMITS: { maxBytes: number; requestsPerMinute: number };

export function relayedType(header: string | null): { type: string; attachment: boolean } | null;

export function previewPageHeaders(
  headers: Record<string, string | number>,
  frameAncestors: string[],
): Record<string, string | number>;

export function adminOrigins(...urls: Array<string | undefined>): string[];

export function loadPreviewRenderer(): {
  renderMarkdown: typeof renderMarkdown;
  mediaPath: (url: string) => string | null;
  termMatcherFor: typeof termMatcherFor;
  draftEventEntry: typeof draftEventEntry;
};

export function loadPreview(options: {
  secret: string;
  token: string;
  cmsUrl: string;
  adminUrl?: string;
}): Promise<{
  routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>;
  frameAncestors: string[];
}>;
