// `npm run cms:check-translations`: the CMS's entries whose languages disagree on a field they
// share (slug, date, cover…; src/pipeline/cms/translation-drift.ts), read from the published content
// of the CMS at CMS_URL (default http://127.0.0.1:1337). Exits 1 when it finds any, naming them.
import { cmsFetch } from '../src/pipeline/cms/cms-fetch';
import { CMS_PAGE_SIZE, CMS_URL } from '../src/pipeline/cms/config';
import { SHARED_MEDIA_FIELDS } from '@meridian/shared/shared-fields';
import {
  SHARED_FIELDS,
  contentDisagreements,
  type CmsCollections,
  type LocalizedEntry,
  type TranslatedType,
} from '../src/pipeline/cms/translation-drift';
import { LOCALES } from '../src/features/i18n/locales';

/** What a type's shared fields are read with (a media field: its file's address). */
const sharedSelection = (type: TranslatedType, name: 'title' | 'name') =>
  ['documentId', name, ...SHARED_FIELDS[type]]
    .map((field) => (SHARED_MEDIA_FIELDS[type]?.includes(field) ? `${field} { url }` : field))
    .join(' ');

/** What each collection's shared fields are read with. */
const SELECTIONS: Record<keyof CmsCollections, string> = {
  articles: sharedSelection('article', 'title'),
  pages: sharedSelection('page', 'title'),
  projects: sharedSelection('project', 'name'),
  tags: sharedSelection('tag', 'name'),
};

async function readCollection(field: string, locale: string, selection: string): Promise<LocalizedEntry[]> {
  const entries: LocalizedEntry[] = [];
  for (let page = 1; ; page += 1) {
    const query = `{ ${field}(locale: "${locale}", pagination: { page: ${page}, pageSize: ${CMS_PAGE_SIZE} }) { ${selection} } }`;
    const response = await cmsFetch(`${CMS_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const { data, errors } = (await response.json()) as {
      data?: Record<string, LocalizedEntry[]>;
      errors?: unknown;
    };
    if (!response.ok || errors || !data) {
      throw new Error(
        `Reading ${field} from ${CMS_URL} failed (${response.status}): ${JSON.stringify(errors)}`,
      );
    }
    entries.push(...data[field]);
    if (data[field].length < CMS_PAGE_SIZE) return entries;
  }
}

async function main() {
  const content: CmsCollections = {};
  for (const [field, selection] of Object.entries(SELECTIONS) as Array<[keyof CmsCollections, string]>) {
    content[field] = {};
    for (const locale of LOCALES) content[field][locale] = await readCollection(field, locale, selection);
  }
  const disagreements = contentDisagreements(content);
  if (!disagreements.length) {
    console.log(`The CMS at ${CMS_URL}: every entry's languages agree on their shared fields.`);
    return;
  }
  console.log(disagreements.join('\n'));
  console.log(`${disagreements.length} translation(s) disagree with their source (docs/editors.md).`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
