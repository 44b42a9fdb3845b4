import fs from 'fs';
import path from 'path';
import { DEFAULT_LOCALE, LOCALES } from '../../features/i18n/locales';

export interface LocaleLog {
  warn: (message: string) => void;
  error: (message: string) => void;
}

type Messages = Record<string, string>;

function readMessages(file: string): Messages {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The translation files the site is built from: `locales/` with English filled in. A Japanese
 * or Korean file that is missing, cannot be read, or lacks keys would otherwise show raw keys
 * (or break every page of that language): instead the page shows the English text, and the
 * build log says what happened (spec §8: 'Failed locale loading', 'Could not find messages for
 * locale code'). English itself must be complete and readable: a broken English file fails the
 * build. `npm run i18n:check` (part of the tests) keeps all of this from reaching main.
 */
export function buildLocales(sourceDir: string, outDir: string, log: LocaleLog = console): string {
  const englishDir = path.join(sourceDir, DEFAULT_LOCALE);
  const namespaces = fs
    .readdirSync(englishDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  const english = new Map<string, Messages>();
  for (const ns of namespaces) {
    const file = path.join(englishDir, `${ns}.json`);
    try {
      english.set(ns, readMessages(file));
    } catch (error) {
      throw new Error(
        `Failed locale loading: ${path.relative(process.cwd(), file)} (${(error as Error).message})`,
      );
    }
  }

  // Files are rewritten only when their content changes: Gatsby's workers load this config too.
  const written = new Set<string>();
  for (const locale of LOCALES) {
    fs.mkdirSync(path.join(outDir, locale), { recursive: true });
    for (const ns of namespaces) {
      const base = english.get(ns) ?? {};
      let messages: Messages = {};
      if (locale !== DEFAULT_LOCALE) {
        const file = path.join(sourceDir, locale, `${ns}.json`);
        if (!fs.existsSync(file)) {
          log.error(
            `Could not find messages for locale code ${locale}: ${ns}.json is missing, English is shown`,
          );
        } else {
          try {
            messages = readMessages(file);
          } catch (error) {
            log.error(
              `Failed locale loading: locales/${locale}/${ns}.json (${(error as Error).message}), English is shown`,
            );
          }
        }
        const untranslated = Object.keys(base).filter((key) => !(key in messages));
        if (untranslated.length && Object.keys(messages).length) {
          log.warn(`${locale}/${ns}: ${untranslated.length} messages not translated yet, English is shown`);
        }
      }
      const filled = locale === DEFAULT_LOCALE ? base : { ...base, ...pick(messages, Object.keys(base)) };
      const target = path.join(outDir, locale, `${ns}.json`);
      const content = `${JSON.stringify(filled, null, 2)}\n`;
      if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content)
        fs.writeFileSync(target, content);
      written.add(target);
    }
  }
  for (const locale of fs.readdirSync(outDir)) {
    const dir = path.join(outDir, locale);
    for (const name of fs.readdirSync(dir)) {
      if (!written.has(path.join(dir, name)))
        fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
  return outDir;
}

/** Only keys English has: a stale key left in a translation is not shipped. */
function pick(messages: Messages, keys: string[]): Messages {
  return Object.fromEntries(keys.filter((key) => key in messages).map((key) => [key, messages[key]]));
}
