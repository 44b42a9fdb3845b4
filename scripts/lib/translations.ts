import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../../src/config/routes';
import { mdxFileName, parseMdxFileName } from '../../src/features/content/mdx-file-name';
import { DEFAULT_LOCALE, LOCALES } from '../../src/features/i18n/locales';

/**
 * Placeholders that only some languages use, by `namespace:key`. The Japanese and Korean
 * Japan-and-Asia copy names the number of Japanese members; the English copy does not (spec §3).
 */
export const LOCALE_ONLY_PLACEHOLDERS: Record<string, Record<string, readonly string[]>> = {
  'solutions:japanAsia.text': { japaneseMembers: ['ja', 'ko'] },
};

/**
 * Words a Japanese or Korean text may keep in Latin letters: names of the brand, its products,
 * networks, services and technical terms that are not translated. Anything else in Latin letters
 * that is identical to the English text counts as untranslated.
 */
export const UNTRANSLATED_NAMES: readonly string[] = [
  'Meridian',
  'MRD',
  'Spacelabs',
  'Starmap',
  'Discord',
  'GitHub',
  'Telegram',
  'YouTube',
  'X',
  'Ethereum',
  'Arbitrum',
  'Optimism',
  'Base',
  'EVM',
  'Solidity',
  'Hardhat',
  'Foundry',
  'DeFi',
  'NFT',
  'NFTs',
  'DAO',
  'dApp',
  'dApps',
  'zk',
  'SDK',
  'API',
  'RPC',
  'SVG',
  'PNG',
  'ZIP',
];

/** Placeholder text that must never ship, in any language. */
const PLACEHOLDER_TEXT = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|\bFIXME\b/i;

/**
 * Whether a Japanese or Korean text that equals its English one is still acceptable: nothing
 * but names, placeholders, numbers, e-mail addresses, URLs and punctuation.
 */
export function isUntranslatedAllowed(text: string, names: readonly string[] = UNTRANSLATED_NAMES): boolean {
  const rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .split(/[^A-Za-z0-9.'-]+/)
    .filter((word) => /[A-Za-z]/.test(word))
    .filter((word) => !names.includes(word.replace(/[.'-]+$/, '')));
  return rest.length === 0;
}

export function placeholders(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1])),
  ].sort();
}

function readNamespace(
  dir: string,
  locale: string,
  ns: string,
  problems: string[],
): Record<string, unknown> | null {
  const file = path.join(dir, locale, `${ns}.json`);
  if (!fs.existsSync(file)) {
    problems.push(`${locale}/${ns}.json is missing`);
    return null;
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    problems.push(`${locale}/${ns}.json is not valid JSON: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Compares every language with English: same namespace files, same keys, string values, and the
 * same interpolation placeholders (except the declared language-only ones). Returns the problems.
 */
export function checkTranslations(
  dir: string,
  localeOnly: typeof LOCALE_ONLY_PLACEHOLDERS = LOCALE_ONLY_PLACEHOLDERS,
): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const present = fs.existsSync(path.join(dir, locale)) ? fs.readdirSync(path.join(dir, locale)) : [];
    for (const file of present) {
      // Dot files are not namespaces: `.translated-from.json` records what each translation was
      // made from (npm run i18n:status, src/pipeline/translations/records.ts).
      if (file.startsWith('.')) continue;
      if (!NAMESPACES.includes(file.replace(/\.json$/, '') as (typeof NAMESPACES)[number])) {
        problems.push(`${locale}/${file} is not a namespace listed in src/config/routes.ts`);
      }
    }
  }
  for (const ns of NAMESPACES) {
    const reference = readNamespace(dir, DEFAULT_LOCALE, ns, problems);
    if (!reference) continue;
    for (const locale of LOCALES) {
      const messages: Record<string, unknown> | null =
        locale === DEFAULT_LOCALE ? reference : readNamespace(dir, locale, ns, problems);
      if (!messages) continue;
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value !== 'string') problems.push(`${locale}/${ns}.json: "${key}" must be a string`);
        else if (!value.trim()) problems.push(`${locale}/${ns}.json: "${key}" is empty`);
        if (!(key in reference))
          problems.push(`${locale}/${ns}.json: extra key "${key}" (not in ${DEFAULT_LOCALE})`);
      }
      for (const [key, englishValue] of Object.entries(reference)) {
        const value = messages[key];
        if (value === undefined) {
          problems.push(`${locale}/${ns}.json: missing key "${key}"`);
          continue;
        }
        if (typeof value !== 'string' || typeof englishValue !== 'string') continue;
        if (PLACEHOLDER_TEXT.test(value)) {
          problems.push(`${locale}/${ns}.json: "${key}" is placeholder text: ${JSON.stringify(value)}`);
        }
        if (locale !== DEFAULT_LOCALE && value === englishValue && !isUntranslatedAllowed(value)) {
          problems.push(
            `${locale}/${ns}.json: "${key}" is still English (${JSON.stringify(value)}); translate it, or add the name to UNTRANSLATED_NAMES`,
          );
        }
        const allowed = localeOnly[`${ns}:${key}`] ?? {};
        const expected = new Set(placeholders(englishValue));
        for (const [name, locales] of Object.entries(allowed)) {
          if (locales.includes(locale)) expected.add(name);
        }
        const actual = placeholders(value);
        const wanted = [...expected].sort();
        if (actual.join(',') !== wanted.join(',')) {
          problems.push(
            `${locale}/${ns}.json: "${key}" has placeholders {${actual.join(', ')}}, expected {${wanted.join(', ')}}`,
          );
        }
      }
    }
  }
  return problems;
}

/**
 * Content files (`content/{area}/{name}.{locale}.mdx`): every English file has its Japanese and
 * Korean versions, and no paragraph of those is left identical to the English one.
 */
export function checkContentTranslations(contentDir: string): string[] {
  const problems: string[] = [];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) files.push(full);
    }
  };
  if (fs.existsSync(contentDir)) walk(contentDir);
  const paragraphs = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .replace(/^---[\s\S]*?---/, '')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean);
  for (const english of files) {
    const parsed = parseMdxFileName({ name: path.basename(english, '.mdx') });
    if (parsed?.locale !== DEFAULT_LOCALE) continue;
    const englishParagraphs = new Set(paragraphs(english));
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
      const translated = path.join(path.dirname(english), mdxFileName({ name: parsed.name, locale }));
      const relative = path.relative(contentDir, translated);
      if (!fs.existsSync(translated)) {
        problems.push(`${relative} is missing`);
        continue;
      }
      for (const paragraph of paragraphs(translated)) {
        if (PLACEHOLDER_TEXT.test(paragraph))
          problems.push(`${relative}: placeholder text: ${paragraph.slice(0, 80)}`);
        if (
          englishParagraphs.has(paragraph) &&
          !/^(import|export|<)/.test(paragraph) &&
          !isUntranslatedAllowed(paragraph)
        ) {
          problems.push(`${relative}: still English: ${paragraph.slice(0, 80)}`);
        }
      }
    }
  }
  return problems;
}
