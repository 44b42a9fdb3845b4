import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../src/config/routes';
import { LOCALES } from '../src/features/i18n/locales';
import translator, { I18NEXT_OPTIONS, type Resources } from '../src/features/i18n/translator';

// The real i18next, by file: the bare name is mapped to our translator, as webpack maps it for the site.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18next = require(
  path.join(__dirname, '../node_modules/i18next/dist/cjs/i18next.js'),
) as typeof import('i18next').default;

function messagesOf(locale: string): Resources[string] {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(fs.readFileSync(path.join(__dirname, '../locales', locale, `${ns}.json`), 'utf8')) as Record<
        string,
        string
      >,
    ]),
  );
}

/** Both libraries set up as gatsby-plugin-react-i18next sets them up for a page. */
function pair(resources: Resources, lng: string, pageNs: string, options: Record<string, unknown> = {}) {
  const settings = {
    ...I18NEXT_OPTIONS,
    ...options,
    resources,
    lng,
    defaultNS: pageNs,
    fallbackNS: Object.keys(resources[lng] ?? {}).filter((ns) => ns !== pageNs),
    initImmediate: false,
  };
  const real = i18next.createInstance();
  void real.init(settings);
  return { real, lite: translator.createInstance(settings) };
}

const placeholderValues = (message: string) =>
  Object.fromEntries(
    [...message.matchAll(/\{\{\s*([^}\s,]+)\s*\}\}/g)].map((match) => [match[1], `⟨${match[1]}⟩`]),
  );

describe('the translator gives what i18next gives', () => {
  it.each(LOCALES)(
    'for every message of every namespace in %s, by prefix, fixed namespace and page default',
    (locale) => {
      const messages = messagesOf(locale);
      const { real, lite } = pair({ [locale]: messages }, locale, 'common');
      let compared = 0;
      for (const [ns, bundle] of Object.entries(messages)) {
        const realFixed = real.getFixedT(null, ns);
        const liteFixed = lite.getFixedT(null, ns);
        for (const [key, message] of Object.entries(bundle)) {
          const values = placeholderValues(message);
          expect(lite.t(`${ns}:${key}`, values)).toBe(real.t(`${ns}:${key}`, values));
          expect(liteFixed(key, values)).toBe(realFixed(key, values));
          // The page's default namespace and then the others (fallbackNS), as `useTranslation()` does.
          expect(lite.t(key, values)).toBe(real.t(key, values));
          if ('count' in values) {
            for (const count of [0, 1, 2, 21])
              expect(liteFixed(key, { ...values, count })).toBe(realFixed(key, { ...values, count }));
          }
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(500);
    },
  );

  it('on missing keys, missing values, default values, escaping and plural keys', () => {
    const resources = {
      en: {
        shop: {
          apple_one: '{{count}} apple',
          apple_other: '{{count}} apples',
          apple_zero: 'no apples',
          greeting: 'Hello {{name}} and {{ other }}',
          onlyEnglish: 'Only in English',
        },
      },
      ja: { shop: { apple_other: 'りんご{{count}}個', greeting: 'こんにちは {{name}}' } },
      ko: { shop: { apple_other: '사과 {{count}}개' } },
    };
    for (const lng of ['en', 'ja', 'ko']) {
      for (const escapeValue of [true, false]) {
        const { real, lite } = pair(resources, lng, 'shop', { interpolation: { escapeValue } });
        const cases: [string, Record<string, unknown>?][] = [
          ['greeting', { name: '<b>"Ann" & Bo/</b>', other: 7 }],
          ['greeting', {}],
          ['greeting', { name: null }],
          ['onlyEnglish'],
          ['nothing.here'],
          ['shop:nothing'],
          ['other:greeting'],
          ['nothing', { defaultValue: 'Fallback {{name}}', name: 'Ann' }],
          ...[0, 1, 2, 5].map((count): [string, Record<string, unknown>] => ['apple', { count }]),
        ];
        for (const [key, values = {}] of cases)
          expect([lng, escapeValue, key, lite.t(key, values)]).toEqual([
            lng,
            escapeValue,
            key,
            real.t(key, values),
          ]);
        expect(lite.exists('greeting')).toBe(real.exists('greeting'));
        expect(lite.exists('nothing')).toBe(real.exists('nothing'));
      }
    }
  });

  it('clones for another language over the same messages (the localized 404 page)', () => {
    const resources = { en: messagesOf('en'), ja: messagesOf('ja'), ko: messagesOf('ko') };
    const { real, lite } = pair(resources, 'en', 'errors');
    for (const lng of ['ja', 'ko', 'en']) {
      const realClone = real.cloneInstance({ lng });
      const liteClone = lite.cloneInstance({ lng });
      expect(liteClone.language).toBe(lng);
      expect(liteClone.t('notFound.heading')).toBe(realClone.t('notFound.heading'));
      expect(liteClone.getFixedT(null, 'common')('skipToContent')).toBe(
        realClone.getFixedT(null, 'common')('skipToContent'),
      );
    }
    expect(lite.language).toBe('en');
  });
});
