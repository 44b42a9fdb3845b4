import fs from 'node:fs';
import path from 'node:path';
import type { Actions, Node, NodePluginArgs, Reporter } from 'gatsby';
import { addMdxFileFields, createLegalPages } from '../src/pipeline/mdx-pages';
import { recordTranslations } from '../src/pipeline/translations/record';
import { LOCALES } from '../src/features/i18n/locales';
import type { SitePageContext } from '../src/features/i18n/page-context';
import { readFile, translationFixture, writeFile } from './helpers/translation-fixture';

const LEGAL_SLUGS = ['privacy-policy', 'terms-of-use', 'accessibility'];

interface FakeMdx {
  file: string;
  fields: { locale: string; name: string } | null;
  frontmatter?: { title: string | null; description: string | null };
}

/** Every legal file in every language, named and filled in as content/legal has them. */
function completeContent(): FakeMdx[] {
  return LEGAL_SLUGS.flatMap((slug) =>
    LOCALES.map((locale) => ({ file: `${slug}.${locale}.mdx`, fields: { locale, name: slug } })),
  );
}

async function build(files: FakeMdx[], root?: string) {
  const pages: Array<{ path: string; component: string; context: SitePageContext }> = [];
  const failures: string[] = [];
  const graphql = jest.fn(async () => ({
    data: {
      allMdx: {
        nodes: files.map((entry, index) => ({
          id: `mdx-${index}`,
          frontmatter: entry.frontmatter ?? { title: 'Title', description: 'Description' },
          internal: { contentFilePath: `/site/content/legal/${entry.file}` },
          fields: entry.fields,
        })),
      },
    },
  }));
  const actions = { createPage: (page: (typeof pages)[number]) => pages.push(page) };
  const reporter = { panicOnBuild: (message: string) => failures.push(message) };
  await createLegalPages({
    graphql: graphql as never,
    actions: actions as unknown as Actions,
    reporter: reporter as unknown as Reporter,
    root,
  });
  return { pages, failures };
}

describe('the legal pages from content/legal/{slug}.{locale}.mdx', () => {
  it('creates each file at its route in its language, from the fields onCreateNode set', async () => {
    const { pages, failures } = await build(completeContent());
    expect(failures).toEqual([]);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/privacy-policy', '/ja/terms-of-use', '/ko/accessibility']),
    );
    expect(pages).toHaveLength(LEGAL_SLUGS.length * LOCALES.length);
    expect(pages[0]!.component).toMatch(/content-page\.tsx\?__contentFilePath=.*privacy-policy\.en\.mdx$/);
  });

  it('fails the build for a badly named file, naming it', async () => {
    const { failures } = await build([...completeContent(), { file: 'Terms.mdx', fields: null }]);
    expect(failures).toEqual([
      expect.stringMatching(
        /MDX file .*Terms\.mdx must be named \{slug\}\.\{locale\}\.mdx with locale one of en, ja, ko/,
      ),
    ]);
  });

  it('fails the build for a file without a route and for one without front matter', async () => {
    const files = completeContent();
    files[0] = { ...files[0]!, frontmatter: { title: 'Privacy', description: ' ' } };
    const { failures } = await build([
      ...files,
      { file: 'cookies.en.mdx', fields: { locale: 'en', name: 'cookies' } },
    ]);
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/privacy-policy\.en\.mdx lacks front matter: description$/),
        expect.stringMatching(/cookies\.en\.mdx has no matching mdx route in src\/config\/routes\.ts$/),
      ]),
    );
  });

  it('fails the build for a missing translation, naming the file to write', async () => {
    const files = completeContent().filter((entry) => entry.file !== 'terms-of-use.ko.mdx');
    const { failures } = await build(files);
    expect(failures).toEqual(['content/legal/terms-of-use.ko.mdx is missing (route /terms-of-use)']);
  });
});

describe('the outdated-translation notice of a legal page', () => {
  const ENGLISH = 'content/legal/privacy-policy.en.mdx';

  /** content/ and locales/ with every translation recorded, then the English privacy policy edited. */
  function siteWithEnglishEdit(edit: (text: string) => string): string {
    const root = translationFixture();
    recordTranslations(root, [], { all: true, today: '2026-11-01' });
    writeFile(root, ENGLISH, edit(readFile(root, ENGLISH)));
    // No git history in the fixture: the day is the English file's modification day.
    fs.utimesSync(path.join(root, ENGLISH), new Date('2026-11-20'), new Date('2026-11-20'));
    return root;
  }

  const noticeOf = (pages: Array<{ path: string; context: SitePageContext }>, pagePath: string) =>
    pages.find((page) => page.path === pagePath)?.context.outdatedTranslation;

  it('is in the context of the Japanese and Korean pages of an MDX file whose English changed since', async () => {
    const root = siteWithEnglishEdit((text) => text.replace('two years', 'three years'));
    const { pages, failures } = await build(completeContent(), root);
    expect(failures).toEqual([]);
    const notice = { englishPath: '/privacy-policy', englishUpdated: '2026-11-20' };
    expect(noticeOf(pages, '/ja/privacy-policy')).toEqual(notice);
    expect(noticeOf(pages, '/ko/privacy-policy')).toEqual(notice);
    expect(noticeOf(pages, '/privacy-policy')).toBeUndefined();
    expect(noticeOf(pages, '/ja/terms-of-use')).toBeUndefined();
  });

  it('is not there after a whitespace-only edit of the English', async () => {
    const root = siteWithEnglishEdit((text) => text.replace('We keep your data', 'We keep\n  your   data'));
    const { pages } = await build(completeContent(), root);
    expect(pages.filter((page) => page.context.outdatedTranslation)).toEqual([]);
  });
});

describe('the fields of an MDX file', () => {
  function fieldsOf(fileName: string, relativeDirectory: string): Record<string, string> {
    const fields: Record<string, string> = {};
    addMdxFileFields({
      node: { id: 'mdx', parent: 'file', internal: { type: 'Mdx' } } as unknown as Node,
      getNode: (() => ({ name: fileName, relativeDirectory })) as unknown as NodePluginArgs['getNode'],
      actions: {
        createNodeField: ({ name, value }: { name: string; value: string }) => {
          fields[name] = value;
        },
      } as unknown as NodePluginArgs['actions'],
    });
    return fields;
  }

  it('are its name, language and folder, read from `{name}.{locale}` once', () => {
    expect(fieldsOf('terms-of-use.ja', 'legal')).toEqual({
      locale: 'ja',
      name: 'terms-of-use',
      area: 'legal',
    });
    expect(fieldsOf('2021-launch.en', 'about/timeline')).toEqual({
      locale: 'en',
      name: '2021-launch',
      area: 'about/timeline',
    });
  });

  it('are not set for a file not named that way (createPages then names it)', () => {
    expect(fieldsOf('Terms', 'legal')).toEqual({});
  });
});
