// `npm run i18n:translated -- <file or namespace>… [--locale ja] [--key hero.title]… [--all]`:
// records that a translation is made from its English as it is now (src/build/translations/).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RecordRequestError, recordTranslations } from '../src/build/translations/record';
import { isLocale } from '../src/features/i18n/locales';

const root = path.resolve(__dirname, '..');
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      locale: { type: 'string' },
      key: { type: 'string', multiple: true },
      all: { type: 'boolean', default: false },
    },
  });
  if (values.locale !== undefined && !isLocale(values.locale))
    throw new RecordRequestError(`--locale ${values.locale}: not a language of the site`);
  const lines = recordTranslations(
    root,
    positionals.map((target) => path.relative(root, path.resolve(target))),
    {
      locale: values.locale as Parameters<typeof recordTranslations>[2]['locale'],
      keys: values.key,
      all: values.all,
    },
  );
  for (const line of lines) console.log(line);
  console.log('Commit the changed file(s) with the translation. `npm run i18n:status` shows what is left.');
} catch (error) {
  if (
    !(error instanceof RecordRequestError) &&
    (error as { code?: string }).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
  )
    throw error;
  console.error(`i18n:translated: ${(error as Error).message}`);
  process.exit(1);
}
