// `npm run i18n:status`: which translations of content/ and locales/ are older than their English,
// missing, or unrecorded (src/build/translations/). A report: it exits 0 whatever it finds.
import path from 'node:path';
import { statusReport } from '../src/build/translations/report';
import { englishChangeDate, translationStatus } from '../src/build/translations/status';

const root = path.resolve(__dirname, '..');
console.log(statusReport(translationStatus(root), (file) => englishChangeDate(root, file)));
