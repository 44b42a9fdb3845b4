export function createRateLimit(options: {
  limit: number;
  windowMs?: number;
  now?: () => number;
  maxClients?: number;
}): { allow(key: string): boolean; retryAfterSeconds(): number };
