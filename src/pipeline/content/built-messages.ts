import type { Locale } from '../../features/i18n/locales';

/**
 * A `Locale` node as gatsby-plugin-react-i18next creates it from a JSON file of the `locale`
 * filesystem source: `.locales/{language}/{ns}.json`, which gatsby-config fills with English
 * where a translation is missing (src/pipeline/i18n/build-locales.ts).
 */
export interface LocaleNode {
  language?: string;
  ns?: string;
  data?: string;
}

export type Messages = Record<string, string>;

/**
 * One namespace in one language as the pages get it: read from the Locale nodes (so from the
 * English-filled `.locales/`, not from raw `locales/`), for build steps outside the page queries
 * (the RSS feeds, the brand kit's README). Throws when the namespace is not there at all, which
 * only a renamed or deleted English file can cause.
 */
export function builtMessages(nodes: readonly LocaleNode[], language: Locale, ns: string): Messages {
  const node = nodes.find((candidate) => candidate.language === language && candidate.ns === ns);
  if (!node?.data)
    throw new Error(`No ${language} translations of the namespace "${ns}" (.locales/${language}/${ns}.json)`);
  return JSON.parse(node.data) as Messages;
}
