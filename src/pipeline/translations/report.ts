import { LOCALE_INFO } from '../../features/i18n/locales';
import { TRANSLATED_LOCALES, type TranslationItem } from './status';

/** How the English change date of an outdated item is found (englishChangeDate, or a test's). */
export type EnglishDateOf = (englishFile: string) => string;

function keyList(label: string, keys: readonly string[], total: number): string {
  return `${label}: ${keys.length === total && total > 1 ? `all ${total} keys` : keys.join(', ')}`;
}

function describe(item: TranslationItem, englishDateOf: EnglishDateOf): string {
  const notes = [
    item.state === 'outdated' ? `English changed ${englishDateOf(item.englishFile)}` : '',
    item.kind === 'content' && item.record ? `translated ${item.record.date}` : '',
    item.kind === 'content' && item.state === 'missing' ? `no translation of ${item.englishFile}` : '',
    item.kind === 'content' && item.state === 'unrecorded' ? 'no record of what it was translated from' : '',
  ].filter(Boolean);
  const heading = `${item.state.padEnd(10)} ${item.file}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  if (item.kind === 'content') return heading;
  const keys = [
    item.outdatedKeys.length ? keyList('outdated', item.outdatedKeys, item.keyCount) : '',
    item.missingKeys.length ? keyList('not translated', item.missingKeys, item.keyCount) : '',
    item.unrecordedKeys.length ? keyList('no record', item.unrecordedKeys, item.keyCount) : '',
  ].filter(Boolean);
  return [heading, ...keys.map((line) => `             ${line}`)].join('\n');
}

/**
 * `npm run i18n:status`'s report: per language, every translation that is not up to date, what
 * changed, and how to clear it.
 */
export function statusReport(items: readonly TranslationItem[], englishDateOf: EnglishDateOf): string {
  const lines = [
    'Translation status of content/ and locales/ (English is the source).',
    'outdated: the English changed after the translation was recorded; missing: English is shown;',
    'unrecorded: nobody recorded what the translation was made from.',
  ];
  for (const locale of TRANSLATED_LOCALES) {
    const todo = items.filter((item) => item.locale === locale && item.state !== 'up-to-date');
    const counts = (['outdated', 'missing', 'unrecorded'] as const)
      .map((state) => [state, todo.filter((item) => item.state === state).length] as const)
      .filter(([, count]) => count > 0)
      .map(([state, count]) => `${count} ${state}`);
    const total = items.filter((item) => item.locale === locale).length;
    lines.push(
      '',
      `${locale} (${LOCALE_INFO[locale].nativeName}): ${
        todo.length ? `${counts.join(', ')} of ${total}` : `all ${total} up to date`
      }`,
    );
    for (const item of todo) lines.push(`  ${describe(item, englishDateOf)}`);
  }
  const example = items.find((item) => item.state !== 'up-to-date' && item.state !== 'missing');
  if (example)
    lines.push(
      '',
      'After updating a translation (and checking the rest of it), record it, e.g.:',
      `  npm run i18n:translated -- ${example.file}`,
    );
  return lines.join('\n');
}
