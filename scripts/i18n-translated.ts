// `npm run i18n:translated -- <file or namespace>… [--locale ja] [--key hero.title]… [--all]`:
// records that a translation is made from its English as it is now (src/pipeline/translations/).
// `--root <site folder>` works on another copy of the site (this repository by default).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RecordRequestError, recordTranslations } from '../src/pipeline/translations/record';
import { isLocale } from '../src/features/i18n/locales';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      locale: { type: 'string' },
      key: { type: 'string', multiple: true },
      all: { type: 'boolean', default: false },
      root: { type: 'string' },
    },
  });
  const root = path.resolve(values.root ?? path.join(__dirname, '..'));
  const { locale } = values;
  if (locale !== undefined && !isLocale(locale))
    throw new RecordRequestError(`--locale ${locale}: not a language of the site`);
  const lines = recordTranslations(
    root,
    // npm runs scripts in the site's folder; a path is the translator's, from where they typed it
    // (a bare namespace name is not a path).
    positionals.map((target) =>
      /[/\\]|\.(mdx|json)$/.test(target)
        ? path.relative(root, path.resolve(process.env.INIT_CWD ?? '.', target))
        : target,
    ),
    { locale, keys: values.key, all: values.all },
  );
  for (const line of lines) console.log(line);
  console.log('Commit the changed file(s) with the translation. `npm run i18n:status` shows what is left.');
} catch (error) {
  // A mistyped option is the translator's to fix too: say it without a stack trace.
  if (
    !(error instanceof RecordRequestError) &&
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true
  )
    throw error;
  console.error(`i18n:translated: ${(error as Error).message}`);
  process.exit(1);
}
