import { linkPath, mailsTo } from './mail';

// Accounts as a person makes one, for the integration tests (Jest) and the editor-loop browser
// tests (Playwright): no Jest or Node-only imports here.

export interface NewMember {
  username: string;
  email: string;
  password: string;
}

/** The path of users-permissions' confirmation endpoint, as the confirmation mail links it. */
export const CONFIRMATION_LINK = '/api/auth/email-confirmation?confirmation=';

async function post(cmsUrl: string, pathname: string, body: unknown) {
  const response = await fetch(`${cmsUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { jwt?: string; error?: unknown } };
}

/**
 * Registers `member` with the CMS, follows the link of the confirmation mail it sends (from the
 * mail catcher at `catcherUrl`), and signs in: the token of that session. The CMS answers
 * registration without a token (e-mail confirmation is on by default).
 */
export async function registerConfirmed(
  cmsUrl: string,
  catcherUrl: string,
  member: NewMember,
): Promise<string> {
  const registered = await post(cmsUrl, '/api/auth/local/register', member);
  // Statuses and error messages only: a token never goes to the test's output.
  if (registered.status !== 200 || registered.body.jwt) {
    const answer = registered.body.jwt ? 'a token at once' : JSON.stringify(registered.body.error);
    throw new Error(`Registration of ${member.email} answered ${registered.status} with ${answer}`);
  }
  const mails = await mailsTo(catcherUrl, member.email);
  const link = linkPath(mails[mails.length - 1], CONFIRMATION_LINK);
  const confirmed = await fetch(`${cmsUrl}${link}`, { redirect: 'manual' });
  if (confirmed.status !== 302 || !confirmed.headers.get('location')?.includes('confirmed=1')) {
    throw new Error(`The confirmation link of ${member.email} answered ${confirmed.status}`);
  }
  const signedIn = await post(cmsUrl, '/api/auth/local', {
    identifier: member.email,
    password: member.password,
  });
  if (!signedIn.body.jwt)
    throw new Error(`${member.email} cannot sign in: ${JSON.stringify(signedIn.body.error)}`);
  return signedIn.body.jwt;
}
