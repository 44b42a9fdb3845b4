// `npm run i18n:check`: fails on a missing or extra translation key, or a placeholder that
// differs between languages.
import path from 'node:path';
import { checkTranslations } from './lib/translations';

const problems = checkTranslations(path.resolve(__dirname, '../locales'));
if (problems.length) {
  console.error(`Translation check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Translation check passed: every language has every key and placeholder.');
