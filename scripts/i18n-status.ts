// `npm run i18n:status [-- --root <site folder>]`: which translations of content/ and locales/
// are older than their English, missing, or unrecorded (src/pipeline/translations/). A report: it
// exits 0 whatever it finds (CI prints it; scripts/test.mjs).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { statusReport } from '../src/pipeline/translations/report';
import { englishChangeDate, translationStatus } from '../src/pipeline/translations/status';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(values.root ?? path.join(__dirname, '..'));
console.log(statusReport(translationStatus(root), (file) => englishChangeDate(root, file)));
