// The form relay's calls to the CMS: the REST calls the browser's content-service client makes,
// with this server's limits, and the visitor's address signed for the CMS's own limits.
import { signVisitor, VISITOR_HEADER } from '@meridian/shared/visitor-address';
import { createRateLimit } from './rate-limit';

export const FORM_LIMITS = {
  /** The largest form body: a contact message at its 5,000-character limit in Japanese, percent-encoded, is ~45 KB; 64 KiB leaves room for the other fields. */
  body: 64 * 1024,
  /** How long a client may take to send its body. */
  bodyMs: 10_000,
  /** The CMS's answer: its largest (a validation error) is a few KB. */
  cmsAnswer: 256 * 1024,
  /** As the browser's content-service client (axios, features/account/content-api.ts). */
  cmsMs: 15_000,
  /**
   * Forms one client address may pass on to the CMS per minute: a person sends a few; without a
   * cap, one address could make the site server send the CMS thousands of calls, each held up to
   * `cmsMs`. The CMS counts each visitor's forms under the address this server signs for it.
   */
  cmsCallsPerMinute: 30,
};

/** A call that did not succeed, in the terms authErrorKeyOf (@meridian/shared/cms-errors) reads. */
export interface CmsFailure {
  transportFailure?: 'network' | 'timeout' | 'foreign-answer';
  status: number;
  name?: string;
  message: string;
  details?: unknown;
}

/** What the relay reads of the CMS's JSON answers. */
export interface CmsData {
  jwt?: string;
  user?: { email?: string };
  error?: { name?: string; message?: unknown; details?: unknown };
}

export type CmsAnswer = { data: CmsData; failure?: undefined } | { failure: CmsFailure; data?: undefined };

/** Makes one call: `path` under `/api`, `body` as JSON, for the visitor at `client`. */
export type CmsCaller = (
  path: string,
  body: unknown,
  visitor: { language: string; client: string },
) => Promise<CmsAnswer>;

export interface FormLog {
  warn?: (message: string) => void;
  error?: (message: string) => void;
}

/** The HTTP status of a page that says a CMS failure: the visitor's mistake, too many tries, or the service. */
export function failureStatus(failure: CmsFailure): number {
  if (failure.status === 429) return 429;
  return failure.transportFailure || failure.status >= 500 ? 503 : 422;
}

/** The CMS's JSON answer, or null when it is too large or not JSON. */
async function answerData(response: Response): Promise<CmsData | null> {
  try {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > FORM_LIMITS.cmsAnswer) throw new Error('answer too large');
    const text = await response.text();
    return text.length > FORM_LIMITS.cmsAnswer ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A REST call as the browser's content-service client makes it; resolves with the data or a
 * failure. Past its client's share it is not made: the page says to try later, as after the
 * CMS's own 429. Without `cmsUrl`, every call fails as unreachable.
 */
export function createCmsCaller({
  cmsUrl,
  relaySecret,
  fetchImpl,
  log,
  callsPerMinute,
}: {
  cmsUrl: string | null;
  relaySecret?: string;
  fetchImpl: typeof fetch;
  log: FormLog;
  callsPerMinute: number;
}): CmsCaller {
  const cmsBase = cmsUrl ? cmsUrl.replace(/\/+$/, '') : null;
  if (cmsBase && !relaySecret) {
    log.warn?.(
      "Form relay: FORM_RELAY_SECRET is not set: the CMS counts every relayed form as this server's",
    );
  }
  const cmsCalls = createRateLimit({ limit: callsPerMinute });
  return async (path, body, { language, client }) => {
    if (!cmsBase)
      return { failure: { transportFailure: 'network', status: 500, message: 'No CMS configured' } };
    if (!cmsCalls.allow(client)) {
      return {
        failure: { status: 429, name: 'RateLimitError', message: 'Too many forms from this address' },
      };
    }
    const vouched = relaySecret && signVisitor({ address: client, secret: relaySecret });
    let response: Response;
    try {
      response = await fetchImpl(`${cmsBase}/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': language,
          ...(vouched ? { [VISITOR_HEADER]: vouched } : {}),
        },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(FORM_LIMITS.cmsMs),
      });
    } catch (error) {
      const timedOut = (error as Error | null)?.name === 'TimeoutError';
      log.warn?.(`Form relay: the CMS did not answer ${path} (${timedOut ? 'timeout' : 'unreachable'})`);
      return {
        failure: { transportFailure: timedOut ? 'timeout' : 'network', status: 500, message: String(error) },
      };
    }
    const data = await answerData(response);
    if (response.ok && data) return { data };
    const error = data?.error;
    if (!response.ok && error && typeof error.message === 'string') {
      // The CMS's own words go to the log for developers (never the form's values).
      log.warn?.(`Form relay: the CMS answered ${path} with ${response.status}: ${error.message}`);
      return {
        failure: {
          status: response.status,
          name: error.name,
          message: error.message,
          details: error.details,
        },
      };
    }
    return {
      failure: { transportFailure: 'foreign-answer', status: response.status, message: 'Not the CMS' },
    };
  };
}
