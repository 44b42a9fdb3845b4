// "Was this page helpful?" sent to the site server (issue 42): the page's form POSTs to
// FEEDBACK_FORM_PATH, with or without JavaScript. The answer is checked with the CMS's own rules
// (@meridian/shared/page-feedback) and relayed to the CMS with the visitor's address signed, as the
// other forms are; the CMS makes the day's visitor key from that address and stores no address.
// Without JavaScript the visitor is sent back to the page (303), to an anchor whose :target the
// page shows (thanks); the page's script asks for JSON instead. An answer that could not be sent
// (limited, failed) is answered with the page itself, as the other forms' are: the form drawn again
// with what the visitor chose and typed, and the message (a 303 would lose them).
import type http from 'node:http';
import type { FormResult } from '@meridian/shared/form-relay';
import { FEEDBACK_ANCHOR, checkFeedback, localizedPagePath } from '@meridian/shared/page-feedback';
import { safeReturnPath } from '@meridian/shared/safe-return-path';
import { type CmsCaller, failureStatus } from './form-cms';
import { Refusal, checkSameOrigin, clientAddress, readForm, refuse } from './form-request';

/** The body of a feedback form: a 500-character comment in Korean or Japanese, percent-encoded (9 bytes a character), and the rest. */
export const FEEDBACK_BODY_LIMIT = 8 * 1024;

/** What the page shows after an answer: the anchor `#feedback-<state>`, or the JSON's `state`. */
export type FeedbackState = 'thanks' | 'limited' | 'failed';

export interface FeedbackOptions {
  callCms: CmsCaller;
  https: boolean;
  siteHost: string | null;
  trustProxy: boolean;
  headers: Record<string, string>;
  /**
   * Answers with the built page at `pathname` (`/ja/blog/x`), the form's result drawn in it and
   * the given status; false, having answered nothing, when the build has no such page.
   */
  answerWithPage: (pathname: string, status: number, result: FormResult) => Promise<boolean>;
}

const wantsJson = (req: http.IncomingMessage) => /\bapplication\/json\b/.test(req.headers.accept ?? '');

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  {
    status,
    state,
    page,
    headers,
  }: { status: number; state: FeedbackState; page: string; headers: Record<string, string> },
) {
  if (wantsJson(req)) {
    const body = JSON.stringify({ state });
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(body);
    return;
  }
  // Back to the page, never elsewhere: the return path is this site's (no open redirect).
  const location = `${safeReturnPath(page, '/')}#${FEEDBACK_ANCHOR}-${state}`;
  res.writeHead(303, { ...headers, Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * Answers `POST /feedback`: 303 back to the page (or JSON), 400 for a malformed answer; past the
 * limits (429) or when the CMS fails (503), the page itself with the form as sent (or JSON).
 */
export async function answerFeedback(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { callCms, https, siteHost, trustProxy, headers, answerWithPage }: FeedbackOptions,
): Promise<void> {
  try {
    checkSameOrigin(req, { https, siteHost });
    const params = await readForm(req, FEEDBACK_BODY_LIMIT);
    const fields = Object.fromEntries(params);
    // The page has a list of reasons for each answer (reasonYes, reasonNo): the one of the answer given counts.
    const chosen = fields.reason ?? (fields.helpful === 'yes' ? fields.reasonYes : fields.reasonNo);
    const checked = checkFeedback({ ...fields, reason: chosen });
    if ('problem' in checked)
      throw new Refusal(400, `Bad Request: the feedback's ${checked.problem} is not valid`);
    const page = localizedPagePath(checked.path, checked.locale);
    const { path, locale, helpful, reason, comment } = checked;
    const client = clientAddress(req, trustProxy);
    const answer = await callCms(
      '/page-feedbacks',
      { data: { path, locale, helpful, reason, comment } },
      { language: locale, client },
    );
    if (!answer.failure) return send(req, res, { status: 200, state: 'thanks', page, headers });
    const failure = failureStatus(answer.failure);
    const state = failure === 429 ? 'limited' : 'failed';
    const status = failure === 422 ? 400 : failure;
    if (!wantsJson(req)) {
      // The form's fields as sent, for PageFeedback to start from; its `error` names the state.
      const values = {
        path,
        locale,
        helpful: helpful ? 'yes' : 'no',
        [helpful ? 'reasonYes' : 'reasonNo']: reason ?? '',
        comment,
      };
      const result = { form: 'feedback' as const, values, fieldErrors: {}, error: state, success: null };
      if (await answerWithPage(page, status, result)) return;
    }
    // With JavaScript the status tells the page; without (and no built page to answer with), the page's anchor does.
    send(req, res, { status, state, page, headers });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    refuse(res, error, headers);
    if (error.close) res.once('finish', () => req.destroy());
  }
}
