import type http from 'node:http';
import type { FormName, FormResult } from '@meridian/shared/form-relay';

export declare const FORM_LIMITS: {
  body: number;
  bodyMs: number;
  cmsAnswer: number;
  cmsMs: number;
  cmsCallsPerMinute: number;
};

/** The visitor's address: the connection's, or with `trustProxy` the last X-Forwarded-For entry. */
export declare function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string;

/** The form a POST to `pathname` carries, with the path's language prefix; null for any other path. */
export declare function formAt(pathname: string): { form: FormName; prefix: string } | null;

/** The built page with a form's result in its HTML and, as data, for the form's first render. */
export declare function pageWithResult(html: string, result: FormResult): string;

export declare function createFormRelay(options?: {
  cmsUrl?: string | null;
  https?: boolean;
  log?: { warn?: (message: string) => void; error?: (message: string) => void };
  fetch?: typeof fetch;
  cmsCallsPerMinute?: number;
  /** FORM_RELAY_SECRET: each CMS call carries the visitor's address signed with it. */
  relaySecret?: string;
  /** Behind nginx: the visitor is the last address of X-Forwarded-For. */
  trustProxy?: boolean;
  /** The site's public URL: forms are taken from its origin (and loopback names). */
  siteUrl?: string;
}): {
  formAt: typeof formAt;
  answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { form: FormName; prefix: string },
    page: {
      htmlFile: string;
      pageDataFile: string;
      applyHeaders: () => void;
      baseHeaders: Record<string, string>;
    },
  ): Promise<void>;
};
