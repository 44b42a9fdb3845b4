/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HISTORY_LIMIT,
  changesSite,
  createBuildHistory,
  entryFromWebhook,
  summarizeBuildFailure,
} from '../server/build-history';

describe('the reason a failed build gives', () => {
  it('names both entries of a duplicate slug, from Gatsby’s error block', () => {
    const output = [
      'success createPages - 1.2s',
      '',
      '\u001b[31m ERROR \u001b[39m #11321  API.NODE.EXECUTION',
      '',
      '"gatsby-node.ts" threw an error while running the createPages lifecycle:',
      '',
      'CMS articles abc123 and def456 both use the slug "hello": rename one',
      '',
      '  at Object.fail (src/pipeline/cms/entries.ts:63:14)',
    ];
    expect(summarizeBuildFailure(output)).toBe(
      'CMS articles abc123 and def456 both use the slug "hello": rename one',
    );
  });

  it('says the CMS was unreachable, whatever else failed after it', () => {
    const output = [
      'retry 5/6 http://127.0.0.1:1337/graphql: ECONNRESET',
      'CMS unreachable: http://127.0.0.1:1337/graphql (ECONNRESET after 6 attempts)',
      ' ERROR ',
      'Something else broke as a consequence',
    ];
    expect(summarizeBuildFailure(output)).toBe(
      'CMS unreachable: http://127.0.0.1:1337/graphql (ECONNRESET after 6 attempts)',
    );
  });

  it('is not fooled by the compiled source Gatsby prints around an error (code that writes "CMS unreachable:")', () => {
    // Seen in CI: the code frame of the bundled gatsby-node, printed with the real failure.
    const output = [
      ' ERROR ',
      'Cannot build Article “Deleted image” (en, slug deleted-image), field body: the upload is missing',
      '',
      '  1 | throw new Error(`CMS unreachable: ${p} (${j} after ${1===S?"1 attempt":`${S} attempts`})`)}',
    ];
    expect(summarizeBuildFailure(output)).toBe(
      'Cannot build Article “Deleted image” (en, slug deleted-image), field body: the upload is missing',
    );
  });

  it('falls back to the last line of output, and to a plain message without any', () => {
    expect(summarizeBuildFailure(['building…', 'Killed'])).toBe('Build failed: Killed');
    expect(summarizeBuildFailure([])).toBe('Build failed without a message');
  });
});

describe('changesSite', () => {
  // The content visitors may read (cms/src/bootstrap/permissions.js): what the site is built from.
  const { READ_ONLY: PUBLISHED_CONTENT_TYPES } = jest.requireActual<{ READ_ONLY: string[] }>(
    '../cms/src/bootstrap/permissions',
  );
  it.each(PUBLISHED_CONTENT_TYPES)(
    'rebuilds when an entry of type %s is published or unpublished',
    (model) => {
      const entry = { documentId: 'd1', locale: 'en', title: 'T' };
      expect(
        changesSite({ event: 'entry.publish', model, entry: { ...entry, publishedAt: '2026-11-26' } }),
      ).toBe(true);
      expect(changesSite({ event: 'entry.unpublish', model, entry: { ...entry, publishedAt: null } })).toBe(
        true,
      );
    },
  );

  it('rebuilds for publishing, unpublishing, deleting and media, not for a saved draft or a form', () => {
    const article = { documentId: 'a1', locale: 'en', title: 'T' };
    expect(
      changesSite({
        event: 'entry.publish',
        model: 'article',
        entry: { ...article, publishedAt: '2026-11-25' },
      }),
    ).toBe(true);
    expect(
      changesSite({ event: 'entry.unpublish', model: 'article', entry: { ...article, publishedAt: null } }),
    ).toBe(true);
    expect(
      changesSite({ event: 'entry.delete', model: 'page', entry: { ...article, publishedAt: null } }),
    ).toBe(true);
    expect(changesSite({ event: 'media.update', media: { url: '/uploads/a.png' } })).toBe(true);
    // A draft saved in the admin: only the preview shows it.
    expect(
      changesSite({ event: 'entry.update', model: 'article', entry: { ...article, publishedAt: null } }),
    ).toBe(false);
    expect(
      changesSite({ event: 'entry.create', model: 'tag', entry: { name: 'x', publishedAt: null } }),
    ).toBe(false);
    // Form submissions are not on the site.
    expect(
      changesSite({
        event: 'entry.update',
        model: 'newsletter-subscription',
        entry: { publishedAt: '2026' },
      }),
    ).toBe(false);
    expect(changesSite({ event: 'entry.publish', model: 'contact-message', entry: {} })).toBe(false);
    // What it cannot read, it rebuilds for.
    expect(changesSite(null)).toBe(true);
    expect(changesSite({ event: 'entry.update', model: 'article', entry: { title: 'no publishedAt' } })).toBe(
      true,
    );
  });
});

describe('entryFromWebhook', () => {
  it('keeps what an editor recognises of Strapi’s payload, and nothing else', () => {
    const entry = entryFromWebhook({
      event: 'entry.publish',
      model: 'article',
      uid: 'api::article.article',
      entry: { id: 3, documentId: 'k3j2', locale: 'ja', title: 'お知らせ', body: 'x'.repeat(10_000) },
    });
    expect(entry).toEqual({
      event: 'entry.publish',
      model: 'article',
      documentId: 'k3j2',
      locale: 'ja',
      title: 'お知らせ',
    });
    expect(
      entryFromWebhook({ event: 'entry.delete', model: 'project', entry: { name: 'Wallet' } })?.title,
    ).toBe('Wallet');
    expect(entryFromWebhook(null)).toBeNull();
    expect(entryFromWebhook({ entry: {} })).toBeNull();
  });
});

describe('createBuildHistory', () => {
  it('keeps the last 50 builds across a restart, and marks a build cut off by it as failed', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'history-')), 'builds.json');
    const history = createBuildHistory({ file });
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) {
      const record = history.queue('webhook', [{ event: 'entry.publish', title: `Article ${index}` }]);
      history.started(record);
      history.built(record);
      history.live(record, `build-${index}`);
    }
    const running = history.queue('webhook');
    history.started(running);
    await history.flush();

    const restarted = createBuildHistory({ file });
    const { builds, state, lastSuccess } = restarted.snapshot();
    expect(builds).toHaveLength(HISTORY_LIMIT);
    expect(builds[0]).toMatchObject({
      number: HISTORY_LIMIT + 6,
      result: 'failed',
      error: 'Interrupted: the site server stopped during the build',
    });
    // Finished, as far as anyone waiting for it is concerned.
    expect(builds[0].finishedAt).not.toBeNull();
    expect(state).toBe('failed');
    expect(lastSuccess).toMatchObject({ number: HISTORY_LIMIT + 5, buildId: `build-${HISTORY_LIMIT + 4}` });
    expect(restarted.queue('start').number).toBe(HISTORY_LIMIT + 7);
  });

  it('starts afresh from a missing or unreadable file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"builds": [');
    expect(createBuildHistory({ file: path.join(dir, 'broken.json') }).snapshot()).toEqual({
      state: 'unknown',
      lastSuccess: null,
      builds: [],
    });
  });
});
