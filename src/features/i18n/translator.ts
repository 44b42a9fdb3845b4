/**
 * The part of i18next this site uses, in about 1 KB gzip instead of i18next's 17 KB (and its
 * setup on every page render). Webpack gives it to the site, the server render and
 * gatsby-plugin-react-i18next under the name `i18next` (gatsby-node.ts); Jest maps it the same way.
 *
 * What it does, as i18next 22 does it with the options of gatsby-config: flat keys
 * (`keySeparator: false`), a namespace prefix before `:`, the key's namespaces then `fallbackNS`
 * then the default namespace, the language then `fallbackLng`, `{{name}}` interpolation (left as
 * written when the value is missing, HTML-escaped unless `escapeValue: false`), plural keys
 * (`key_one`, `key_other`, `key_zero`) when `count` is given, `defaultValue`, and the key itself
 * when nothing is found. __tests__/translator.test.ts holds it to i18next on every message of
 * every language. Nesting (`$t(…)`), formats and context are not supported: no message uses them,
 * and that test would fail on one that did.
 */
import { DEFAULT_LOCALE } from './locales';

export type Messages = Record<string, string>;
export type Resources = Record<string, Record<string, Messages>>;

export interface TranslatorOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string | readonly string[] | false;
  defaultNS?: string | readonly string[];
  fallbackNS?: string | readonly string[] | false;
  nsSeparator?: string | false;
  interpolation?: { escapeValue?: boolean };
  [option: string]: unknown;
}

export interface TranslateOptions {
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  defaultValue?: string;
  [value: string]: unknown;
}

/** The options gatsby-plugin-react-i18next passes on (gatsby-config.ts); tested against i18next's. */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  // Keys are flat ("hero.title"): translators see one level per namespace file.
  keySeparator: false,
  nsSeparator: ':',
  returnNull: false,
} as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

const list = (value: string | readonly string[] | false | undefined): string[] =>
  value === undefined || value === false ? [] : typeof value === 'string' ? [value] : [...value];

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class Translator {
  options: TranslatorOptions;
  language: string;
  /** Shared with clones, as i18next shares its store. */
  store: { data: Resources };

  constructor(options: TranslatorOptions = {}, store?: { data: Resources }) {
    this.options = { nsSeparator: ':', ...options };
    this.store = store ?? { data: {} };
    this.language = options.lng ?? '';
    if (options.resources || options.lng) this.init(options);
  }

  init(options: TranslatorOptions = {}, callback?: (error: null, t: Translator['t']) => void): this {
    this.options = { nsSeparator: ':', ...this.options, ...options };
    if (options.resources) this.store.data = options.resources;
    this.language = options.lng ?? this.language;
    callback?.(null, this.t);
    return this;
  }

  private codes(language: string): string[] {
    return [...new Set([language, ...list(this.options.fallbackLng)].filter(Boolean))];
  }

  /** The message for `key`, interpolated; the key itself when no language has it. */
  t = (key: string | readonly string[], options: TranslateOptions | string = {}): string => {
    const settings: TranslateOptions = typeof options === 'string' ? { defaultValue: options } : options;
    const keys = typeof key === 'string' ? [key] : [...key];
    let lastKey = '';
    for (const candidate of keys) {
      const { key: plainKey, namespaces } = this.extract(candidate, settings.ns);
      lastKey = plainKey;
      const found = this.find(plainKey, namespaces, settings);
      if (found !== undefined) return this.interpolate(found, settings);
    }
    return settings.defaultValue !== undefined ? this.interpolate(settings.defaultValue, settings) : lastKey;
  };

  private extract(key: string, ns: TranslateOptions['ns']): { key: string; namespaces: string[] } {
    const separator = this.options.nsSeparator;
    let namespaces = list(ns ?? this.options.defaultNS);
    let plainKey = key;
    if (separator && key.includes(separator) && !/\{\{/.test(key)) {
      const parts = key.split(separator);
      namespaces = [parts.shift() as string];
      plainKey = parts.join(separator);
    }
    return { key: plainKey, namespaces };
  }

  private find(key: string, namespaces: string[], settings: TranslateOptions): string | undefined {
    const language = settings.lng ?? this.language;
    const searched = [...namespaces, ...list(this.options.fallbackNS)];
    if (!searched.length) searched.push('translation');
    for (const ns of searched) {
      for (const code of this.codes(language)) {
        const messages = this.store.data[code]?.[ns];
        if (!messages) continue;
        if (typeof settings.count === 'number') {
          const plural = messages[`${key}_${pluralCategory(code, settings.count)}`];
          const zero = settings.count === 0 ? messages[`${key}_zero`] : undefined;
          if (typeof zero === 'string') return zero;
          if (typeof plural === 'string') return plural;
        }
        const message = messages[key];
        if (typeof message === 'string') return message;
      }
    }
    return undefined;
  }

  private interpolate(message: string, values: TranslateOptions): string {
    const escape = this.options.interpolation?.escapeValue !== false;
    return message.replace(/\{\{\s*([^}\s,]+)\s*\}\}/g, (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      const text = value === null ? '' : String(value);
      return escape ? text.replace(/[&<>"'/]/g, (character) => HTML_ESCAPES[character]) : text;
    });
  }

  /** A `t` bound to a language, namespaces and key prefix (what `useTranslation` returns). */
  getFixedT(
    lng?: string | null,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
  ): Translator['t'] {
    return (key, options = {}) => {
      const settings: TranslateOptions = typeof options === 'string' ? { defaultValue: options } : options;
      const prefixed = keyPrefix
        ? (typeof key === 'string' ? [key] : [...key]).map((item) => `${keyPrefix}.${item}`)
        : key;
      return this.t(prefixed, {
        ...settings,
        ...(lng ? { lng } : {}),
        ...(ns ? { ns: settings.ns ?? ns } : {}),
      });
    };
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    const { key: plainKey, namespaces } = this.extract(key, options.ns);
    return this.find(plainKey, namespaces, options) !== undefined;
  }

  changeLanguage(
    lng: string,
    callback?: (error: null, t: Translator['t']) => void,
  ): Promise<Translator['t']> {
    this.language = lng;
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** A translator for another language (or options) over the same messages. */
  cloneInstance(options: TranslatorOptions = {}): Translator {
    const clone = new Translator(
      { ...this.options, lng: this.language, ...options, resources: undefined },
      this.store,
    );
    return clone.init({ lng: options.lng ?? this.language });
  }
}

/** What gatsby-plugin-react-i18next takes from i18next's default export. */
const i18next = { createInstance: (options?: TranslatorOptions): Translator => new Translator(options) };
export default i18next;
