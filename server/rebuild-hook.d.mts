import type http from 'node:http';
import type { createRebuilder } from './rebuilder.mjs';

export const REBUILD_HOOK_PATH: string;
export const BUILDS_PATH: string;
export const WEBHOOK_BODY_LIMIT: number;
export const WEBHOOK_BODY_MS: number;

export function createRebuildHookRoutes(options: {
  secret: string;
  rebuilder: Pick<ReturnType<typeof createRebuilder>, 'request' | 'history'>;
  bodyLimit?: number;
  bodyMs?: number;
}): Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => unknown>;
