/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_ERROR_KEYS, CMS_AUTH_ERRORS, authErrorKey } from '../../src/features/account/error-messages';
import { ContentServiceError, defaultErrorBody } from '../../src/features/account/errors';
import { LOCALES } from '../../src/features/i18n/locales';

const v4 = (status: number, name: string, message: string, details?: unknown) =>
  new ContentServiceError({ data: null, error: { status, name, message, details } });

describe("the account area's error messages", () => {
  it('has every message in every language, and no message without a key', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(
        fs.readFileSync(path.join(__dirname, '../../locales', locale, 'account.json'), 'utf8'),
      ) as Record<string, string>;
      const defined = Object.keys(messages).filter((key) => key.startsWith('cmsErrors.'));
      expect(defined.sort()).toEqual(AUTH_ERROR_KEYS.map((key) => `cmsErrors.${key}`).sort());
      for (const key of defined) expect(messages[key].trim()).not.toBe('');
    }
  });

  it('maps each CMS message of the table to its key', () => {
    for (const entry of CMS_AUTH_ERRORS) {
      const message =
        typeof entry.message === 'string'
          ? entry.message
          : entry.message.source.includes('Invalid parameters')
            ? 'Invalid parameters: role'
            : 'Email not verified by GitHub';
      expect({ message, key: authErrorKey(v4(400, 'ApplicationError', message)) }).toEqual({
        message,
        key: entry.key,
      });
    }
  });

  it('maps validation failures by field, the rate limit by its name, and the rest by status', () => {
    const validation = (path: string, message: string) =>
      v4(400, 'ValidationError', message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
    expect(authErrorKey(validation('email', 'email must be a valid email'))).toBe('emailInvalid');
    expect(authErrorKey(validation('identifier', 'identifier is a required field'))).toBe('fieldMissing');
    expect(authErrorKey(validation('password', 'Password must be less than 73 bytes'))).toBe(
      'passwordTooLong',
    );
    expect(authErrorKey(validation('username', 'something new'))).toBe('formInvalid');
    expect(authErrorKey(v4(429, 'RateLimitError', 'Too many requests, please try again later.'))).toBe(
      'rateLimited',
    );
    expect(authErrorKey(v4(401, 'UnauthorizedError', 'Missing or invalid credentials'))).toBe('sessionEnded');
    expect(authErrorKey(v4(403, 'ForbiddenError', 'Forbidden'))).toBe('forbidden');
    expect(authErrorKey(v4(503, 'ServiceUnavailableError', 'down'))).toBe('serverError');
    expect(authErrorKey(v4(418, 'TeapotError', 'brew'))).toBe('unknown');
  });

  it('words a call that got no answer, or none in time, or a foreign one, apart', () => {
    const body = defaultErrorBody('Network Error');
    expect(authErrorKey(new ContentServiceError(body, 'network'))).toBe('network');
    expect(authErrorKey(new ContentServiceError(body, 'timeout'))).toBe('timeout');
    expect(authErrorKey(new ContentServiceError(body, 'foreign-answer'))).toBe('serverError');
  });

  it('quotes the installed users-permissions plugin: every message of the table is in its code', () => {
    const pluginDir = path.join(
      __dirname,
      '../../cms/node_modules/@strapi/plugin-users-permissions/server/src',
    );
    const utilsErrors = path.join(__dirname, '../../cms/node_modules/@strapi/utils/dist/errors.js');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return entry.name.endsWith('.js') ? [fs.readFileSync(full, 'utf8')] : [];
      });
    const code = [...sources(pluginDir), fs.readFileSync(utilsErrors, 'utf8')].join('\n');
    for (const { message } of CMS_AUTH_ERRORS) {
      // A pattern's fixed start, e.g. 'Invalid parameters: ' of a template literal.
      const quoted =
        typeof message === 'string' ? message : message.source.replace(/^\^/, '').replace(/\\/g, '');
      expect({ message: quoted, found: code.includes(quoted) }).toEqual({ message: quoted, found: true });
    }
  });
});
