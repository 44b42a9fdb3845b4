import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../../src/config/routes';
import { DEFAULT_LOCALE, LOCALES } from '../../src/features/i18n/locales';

/**
 * Placeholders that only some languages use, by `namespace:key`. The Japanese and Korean
 * Japan-and-Asia copy names the number of Japanese members; the English copy does not (spec §3).
 */
export const LOCALE_ONLY_PLACEHOLDERS: Record<string, Record<string, readonly string[]>> = {
  'solutions:japanAsia.text': { japaneseMembers: ['ja', 'ko'] },
};

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
