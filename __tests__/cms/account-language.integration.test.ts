/**
 * @jest-environment node
 */
import { createContentApi, type ContentApi } from '../../src/features/account/content-api';
import { authErrorKey, type AuthErrorKey } from '../../src/features/account/error-messages';
import { ContentServiceError, errorBodyFrom } from '../../src/features/account/errors';
import { LOCALES, type Locale } from '../../src/features/i18n/locales';
import { TEST_SITE_URL, failureOf, startCmsWithMail, type CmsWithMail } from '../helpers/cms-harness';

// The account area in the visitor's language, against a real Strapi (e-mail confirmation on, a
// GitHub app configured, a low sign-in rate limit) reached through the site's own client: every
// error the sign-in endpoints answer maps to a message of ours, and the mails are written in the
// language of the page that asked for them, with links to that language's pages.
jest.setTimeout(240_000);

const SITE = TEST_SITE_URL;
const RATE_LIMIT = 12;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

let harness: CmsWithMail;
let token: string | null = null;
let language: Locale = 'en';
let client: ContentApi;

/** The message key the site shows for what the CMS answered to `call`. */
const keyOf = async (call: Promise<unknown>): Promise<AuthErrorKey> => authErrorKey(await failureOf(call));

/** Registers and confirms a member (the confirmation mail's link), then signs them in. */
async function confirmedMember(name: string, password: string) {
  const email = `${name}@example.com`;
  await client.register({ username: name, email, password });
  const [mail] = await harness.mailsTo(email);
  const confirmed = await harness.api(harness.linkPath(mail, 'confirmation='));
  expect(confirmed.status).toBe(302);
  const answer = await client.login({ identifier: email, password });
  return { email, jwt: answer.jwt };
}

beforeAll(async () => {
  harness = await startCmsWithMail({
    tempPrefix: 'meridian-account-language-',
    env: {
      AUTH_EMAIL_CONFIRMATION: 'true',
      AUTH_RATELIMIT_MAX: String(RATE_LIMIT),
      GITHUB_CLIENT_ID: 'test-client-id',
      GITHUB_CLIENT_SECRET: 'test-client-secret',
    },
  });
  client = createContentApi({ baseUrl: harness.cms.url, getToken: () => token, getLanguage: () => language });
});

afterAll(async () => {
  await harness?.stop();
});

beforeEach(() => {
  token = null;
  language = 'en';
});

describe('mails in the language the visitor used on the site', () => {
  const subjects = {
    confirm: {
      en: 'Confirm your Meridian account',
      ja: 'Meridianアカウントのメールアドレス確認',
      ko: 'Meridian 계정 이메일 주소를 확인해 주세요',
    },
    reset: {
      en: 'Reset your Meridian password',
      ja: 'Meridianのパスワード再設定',
      ko: 'Meridian 비밀번호 재설정',
    },
  } as const;

  it.each(LOCALES)(
    'in %s: the confirmation mail, its link back to the account page, and the reset mail',
    async (locale) => {
      language = locale;
      const email = `member-${locale}@example.com`;
      const password = `Member-${locale}-passw0rd`;
      const registered = await client.register({ username: `member_${locale}`, email, password });
      expect(registered.jwt).toBeUndefined();

      const [confirmation] = await harness.mailsTo(email);
      expect(confirmation.subject).toBe(subjects.confirm[locale]);
      if (locale !== 'en') expect(confirmation.text).not.toMatch(/Welcome to Meridian/);
      const confirmed = await harness.api(harness.linkPath(confirmation, 'confirmation='));
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe(`${SITE}${prefix(locale)}/account?confirmed=1`);
      // Spent: the sign-in page of the same language says so.
      const spent = await harness.api(harness.linkPath(confirmation, 'confirmation='));
      expect(spent.headers.get('location')).toBe(`${SITE}${prefix(locale)}/login?confirmation=invalid`);

      await client.forgotPassword({ email });
      const [, reset] = await harness.mailsTo(email, 2);
      expect(reset.subject).toBe(subjects.reset[locale]);
      const link = reset.links.find((candidate) => candidate.includes('?code='));
      expect(link).toMatch(new RegExp(`^${SITE}${prefix(locale)}/reset-password\\?code=[0-9a-f]+$`));
      // The localized link's code works.
      const code = new URL(link!).searchParams.get('code')!;
      const answer = await client.resetPassword({
        code,
        password: `${password}-2`,
        passwordConfirmation: `${password}-2`,
      });
      expect(answer.jwt).toMatch(/^ey/);
    },
  );

  it('provider sign-in returns to the callback page of the language, and nowhere else', async () => {
    for (const locale of LOCALES) {
      const callback = `${SITE}${prefix(locale)}/connect/github/redirect`;
      const started = await harness.api(`/api/connect/github?callback=${encodeURIComponent(callback)}`);
      expect(started.status).toBe(302);
      expect(started.headers.get('location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize/);
    }
    for (const foreign of [
      'https://evil.test/connect/github/redirect',
      `${SITE}/ja/account`,
      `${SITE}/fr/connect/github/redirect`,
    ]) {
      const refused = await harness.api(`/api/connect/github?callback=${encodeURIComponent(foreign)}`);
      expect(refused.status).toBe(400);
      expect(authErrorKey(new ContentServiceError(errorBodyFrom(refused.body)!))).toBe('providerFailed');
    }
  });
});

describe('every error of the sign-in endpoints has a message of ours', () => {
  const password = 'Known-passw0rd-1';
  let member: { email: string; jwt: string };

  beforeAll(async () => {
    member = await confirmedMember('errors', password);
  });

  it('sign-in: wrong password, unconfirmed address, missing field', async () => {
    expect(await keyOf(client.login({ identifier: member.email, password: 'Wrong-passw0rd' }))).toBe(
      'invalidCredentials',
    );
    await client.register({ username: 'unconfirmed', email: 'unconfirmed@example.com', password });
    expect(await keyOf(client.login({ identifier: 'unconfirmed@example.com', password }))).toBe(
      'emailNotConfirmed',
    );
    expect(await keyOf(client.login({ identifier: '', password }))).toBe('fieldMissing');
  });

  it('registration: a malformed address, an unknown field, a password over 72 bytes (a taken address or name is answered as a new one)', async () => {
    // Issue 38: which addresses have accounts is told only by mail, to their holders.
    expect(await client.register({ username: 'someone', email: member.email, password })).toEqual({
      user: { username: 'someone', email: member.email, confirmed: false },
    });
    expect(await client.register({ username: 'errors', email: 'other@example.com', password })).toEqual({
      user: { username: 'errors', email: 'other@example.com', confirmed: false },
    });
    expect(await keyOf(client.register({ username: 'malformed', email: 'not-an-address', password }))).toBe(
      'emailInvalid',
    );
    const withRole = client.register({
      username: 'sneaky',
      email: 'sneaky@example.com',
      password,
      role: 1,
    } as never);
    expect(await keyOf(withRole)).toBe('formInvalid');
    expect(
      await keyOf(
        client.register({ username: 'long', email: 'long@example.com', password: 'パスワード'.repeat(5) }),
      ),
    ).toBe('passwordTooLong');
  });

  it('password reset: a made-up code, two different passwords', async () => {
    expect(
      await keyOf(client.resetPassword({ code: 'made-up', password, passwordConfirmation: password })),
    ).toBe('resetCodeInvalid');
    expect(
      await keyOf(
        client.resetPassword({ code: 'made-up', password, passwordConfirmation: `${password}-other` }),
      ),
    ).toBe('passwordsDiffer');
  });

  it('signed in: a wrong current password, the same password again, a confirmed address', async () => {
    token = member.jwt;
    expect(
      await keyOf(
        client.changePassword({
          currentPassword: 'Wrong-passw0rd',
          password: 'New-passw0rd-1',
          passwordConfirmation: 'New-passw0rd-1',
        }),
      ),
    ).toBe('wrongCurrentPassword');
    expect(
      await keyOf(
        client.changePassword({ currentPassword: password, password, passwordConfirmation: password }),
      ),
    ).toBe('samePassword');
    expect(await keyOf(client.sendEmailConfirmation({ email: member.email }))).toBe('alreadyConfirmed');
  });

  it('a refused token ends the session; a disabled provider says so', async () => {
    token = `${member.jwt}x`;
    const refused = await failureOf(client.me());
    expect(refused.status).toBe(401);
    expect(authErrorKey(refused)).toBe('sessionEnded');
    token = null;
    expect(await keyOf(client.providerCallback('google', 'some-token'))).toBe('providerDisabled');
  });

  it('too many attempts', async () => {
    let key: AuthErrorKey | null = null;
    for (let attempt = 0; attempt <= RATE_LIMIT && key !== 'rateLimited'; attempt += 1) {
      key = await keyOf(client.login({ identifier: 'flood@example.com', password: 'Wrong-passw0rd' }));
    }
    expect(key).toBe('rateLimited');
  });
});
