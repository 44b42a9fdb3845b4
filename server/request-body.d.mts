import type { IncomingMessage } from 'node:http';

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'timeout' | 'gone' };
export function readRequestBody(
  req: IncomingMessage,
  limits: { limit: number; ms: number },
): Promise<BodyRead>;
