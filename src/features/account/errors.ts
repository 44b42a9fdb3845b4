/**
 * Errors of the content service, as spec §8 requires them: a failed call raises the server's error
 * body as it came; when there is none (network failure, a proxy's HTML page), a default in the
 * server's format is built. Every such error is also broadcast to the listeners of
 * `onContentError`.
 */

/** Strapi 4/5 error body. */
export interface ContentErrorV4 {
  data: null;
  error: { status: number; name: string; message: string; details?: unknown };
}

/** Strapi 3 error body. */
export interface ContentErrorV3 {
  statusCode: number;
  error: string;
  message: unknown;
  data?: unknown;
}

export type ContentErrorBody = ContentErrorV4 | ContentErrorV3;
export type ServerFormat = 'v4' | 'v3';

/**
 * How a call failed when the CMS sent no error body: no answer at all, no answer in time, or an
 * answer that is not the CMS's (a proxy's page). The body is then the default of spec §8 (v4
 * format: status 500, name UnknownError and the message) for every one of them; the account area
 * words each differently.
 */
export type TransportFailure = 'network' | 'timeout' | 'foreign-answer';

export class ContentServiceError extends Error {
  readonly body: ContentErrorBody;
  readonly status: number;
  readonly transportFailure: TransportFailure | null;

  constructor(body: ContentErrorBody, transportFailure: TransportFailure | null = null) {
    super(messageOf(body));
    this.name = 'ContentServiceError';
    this.body = body;
    this.status = 'statusCode' in body ? body.statusCode : body.error.status;
    this.transportFailure = transportFailure;
  }
}

export function defaultErrorBody(message: string, format: ServerFormat = 'v4'): ContentErrorBody {
  return format === 'v3'
    ? { statusCode: 500, error: 'UnknownError', message }
    : { data: null, error: { status: 500, name: 'UnknownError', message } };
}

function isV4(body: unknown): body is ContentErrorV4 {
  const error = (body as ContentErrorV4 | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

function isV3(body: unknown): body is ContentErrorV3 {
  const candidate = body as ContentErrorV3 | null;
  return typeof candidate?.statusCode === 'number' && typeof candidate.error === 'string';
}

/** The human message of an error body; v3 bodies nest it in `message[0].messages[0].message`. */
export function messageOf(body: ContentErrorBody): string {
  if (isV4(body)) return body.error.message;
  const { message } = body;
  if (typeof message === 'string') return message;
  const nested = (message as Array<{ messages?: Array<{ message?: string }> }> | undefined)?.[0]
    ?.messages?.[0]?.message;
  return nested ?? body.error;
}

/** The server's body when it is an error body of either format; null otherwise. */
export function errorBodyFrom(data: unknown): ContentErrorBody | null {
  return isV4(data) || isV3(data) ? data : null;
}

type Listener = (error: ContentServiceError) => void;
const listeners = new Set<Listener>();

/** The error hook: the UI subscribes to show a notice; returns the unsubscribe function. */
export function onContentError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function broadcastContentError(error: ContentServiceError): void {
  listeners.forEach((listener) => listener(error));
}
