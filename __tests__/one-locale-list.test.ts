import fs from 'node:fs';
import path from 'node:path';
import { untranslatedMails } from '../cms/src/auth-language.js';

// Adding a language is a change to the shared package's list (packages/shared/src/locales.ts)
// plus its translations: the site, the server and the CMS read that list, so none of them may
// keep a copy of it (issue 40).
const root = path.resolve(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    // What the build writes (server/compiled) is not source.
    if (entry.isDirectory())
      return ['node_modules', 'compiled'].includes(entry.name) ? [] : sourceFiles(relative);
    return /\.(m?js|jsx|tsx?)$/.test(entry.name) ? [relative] : [];
  });
}

describe('one list of languages', () => {
  it('no code of the site, the server or the CMS writes the list of languages again', () => {
    // The codes side by side (`['en', 'ja', 'ko']`, `en: '', ja: '/ja'`), or a prefix pattern
    // that names them (`/(ja|ko)/`).
    const copies = /['"]en['"]\s*,\s*['"]ja['"]|\ben:\s*['"]{2},\s*ja:|\(\??:?\\?\/?ja\|\\?\/?ko\)/;
    const files = ['src', 'server', 'cms/src', 'plugins'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => copies.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('the CMS’s language fields accept exactly the site’s languages', () => {
    // The i18n plugin gives every content type a `locale` string of its own at register, replacing
    // one written in schema.json (an enumeration there never reached the API or the admin): the
    // newsletter's and contact form's controllers hold it to the shared list (`isLocale`).
    const i18nRegister = fs.readFileSync(
      path.join(root, 'cms/node_modules/@strapi/i18n/dist/server/register.js'),
      'utf8',
    );
    expect(i18nRegister).toMatch(
      /Object\.values\(strapi\.contentTypes\)\.forEach[\s\S]*?set\(attributes, 'locale', \{/,
    );
    const declared = fs
      .readdirSync(path.join(root, 'cms/src/api'))
      .flatMap((api) => {
        const folder = path.join(root, 'cms/src/api', api, 'content-types');
        return fs.existsSync(folder)
          ? fs.readdirSync(folder).map((type) => path.join(folder, type, 'schema.json'))
          : [];
      })
      .filter(
        (file) =>
          'locale' in
          (JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, unknown> }).attributes,
      );
    expect(declared).toEqual([]);
    for (const controller of ['newsletter-subscription', 'contact-message']) {
      const source = fs.readFileSync(
        path.join(root, `cms/src/api/${controller}/controllers/${controller}.js`),
        'utf8',
      );
      expect(source).toMatch(/isLocale\(input\.locale\)/);
    }
  });

  it('a language whose CMS mails and messages are not translated yet gets them in English, and the CMS’s start names the mails', async () => {
    // Loose types: the sandbox calls them with `de`, a language the types do not know.
    await jest.isolateModulesAsync(async () => {
      // What adding `de` to the shared list does to the CMS's modules (in this sandbox only).
      const shared = (await import('@meridian/shared/locales')) as unknown as {
        LOCALES: string[];
        LOCALE_INFO: Record<string, { prefix: string }>;
      };
      shared.LOCALES.push('de');
      shared.LOCALE_INFO.de = { ...shared.LOCALE_INFO.en, prefix: '/de' };
      const auth = (await import('../cms/src/auth-language.js')) as unknown as {
        AUTH_MAILS: { en: { resetMessage: string } };
        localizeAuthTemplate: (layout: string, data: object, language: string) => unknown;
        registrationAttemptMail: (
          kind: string,
          options: { language: string; username: string },
        ) => { subject: string; text: string };
        untranslatedMails: () => string[];
      };
      const mails = (await import('../cms/src/api/newsletter-subscription/services/mails.js')) as unknown as {
        newsletterMail: (
          kind: string,
          links: { locale: string; unsubscribeUrl: string },
        ) => { subject: string };
      };
      const { siteUrl } = (await import('../cms/src/site-url.js')) as unknown as { siteUrl: () => string };
      const site = siteUrl();
      const reset = auth.localizeAuthTemplate(
        auth.AUTH_MAILS.en.resetMessage,
        { URL: `${site}/reset-password` },
        'de',
      );
      expect(reset).toEqual({
        layout: auth.AUTH_MAILS.en.resetMessage,
        data: { URL: `${site}/de/reset-password` },
      });
      const registration = auth.registrationAttemptMail('existing', { language: 'de', username: 'ada' });
      expect(registration.subject).toBe(
        auth.registrationAttemptMail('existing', { language: 'en', username: 'ada' }).subject,
      );
      expect(registration.text).toContain(`${site}/de/login`);
      expect(mails.newsletterMail('confirm', { locale: 'de', unsubscribeUrl: 'U' }).subject).toBe(
        mails.newsletterMail('confirm', { locale: 'en', unsubscribeUrl: 'U' }).subject,
      );
      expect(auth.untranslatedMails()).toEqual([
        'cms/src/auth-language.js AUTH_MAILS has no de texts: English is sent',
        'cms/src/auth-language.js REGISTRATION_MAILS has no de texts: English is sent',
        'cms/src/api/newsletter-subscription/services/mails.js has no de texts: English is sent',
      ]);
      // An admin in German (Strapi's admin has it) is then told the content rules in English.
      const rules = (await import('../cms/src/content-rules/rule-messages.js')) as unknown as {
        ruleMessage: (language: string, id: string) => string;
        blankMessage: (language: string, type: string, field: string, shown: boolean) => string;
      };
      expect(rules.ruleMessage('de', 'event.endsAt')).toBe(rules.ruleMessage('en', 'event.endsAt'));
      expect(rules.blankMessage('de', 'article', 'title', true)).toBe(
        rules.blankMessage('en', 'article', 'title', true),
      );
    });
    // The site's own languages all have their mails.
    expect(untranslatedMails()).toEqual([]);
  });
});
