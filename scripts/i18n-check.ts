// `npm run i18n:check`: fails on a missing or extra translation key, a placeholder that differs
// between languages, placeholder copy, or Japanese and Korean text left in English (messages and
// MDX content).
import path from 'node:path';
import { checkContentTranslations, checkTranslations } from './lib/translations';

const problems = [
  ...checkTranslations(path.resolve(__dirname, '../locales')),
  ...checkContentTranslations(path.resolve(__dirname, '../content')),
];
if (problems.length) {
  console.error(`Translation check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  'Translation check passed: every language has every key and placeholder, nothing left in English.',
);
