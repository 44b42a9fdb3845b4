// The history of the site's builds (issue 16 §3): what triggered each, when it started, when it
// was built and went live, or why it failed. The CMS's admin shows it to editors through the
// server's authenticated `/__builds` endpoint. Kept in a JSON file beside the builds, so a restart
// of the server does not forget the last successful build.
import fs from 'node:fs';
import path from 'node:path';

export interface BuildEntry {
  event: string;
  model?: string;
  documentId?: string;
  locale?: string;
  title?: string;
}

/** The entry a failed build names (`Cannot build Article “Title” (ja, slug s), field body: …`). */
export interface FailedEntry {
  /** `Article`, `Page`… */
  type: string;
  title: string;
  locale: string;
  slug: string;
  field: string;
  reason: string;
}

export type BuildResult = 'queued' | 'building' | 'live' | 'failed';

export interface BuildRecord {
  number: number;
  trigger: 'start' | 'webhook' | 'manual' | 'event-ended';
  entries: BuildEntry[];
  requestedAt: string;
  startedAt: string | null;
  builtAt: string | null;
  finishedAt: string | null;
  result: BuildResult;
  buildId: string | null;
  error: string | null;
  /** The entry the failure names, if any (failedEntryOf). */
  failedEntry?: FailedEntry | null;
}

export interface BuildStatus {
  state: 'live' | 'building' | 'failed' | 'unknown';
  lastSuccess: { number: number; finishedAt: string | null; buildId: string | null } | null;
  builds: BuildRecord[];
}

export interface BuildHistory {
  queue(trigger: BuildRecord['trigger'], entries?: BuildEntry[]): BuildRecord;
  started(record: BuildRecord): void;
  built(record: BuildRecord): void;
  live(record: BuildRecord, buildId?: string | null): void;
  failed(record: BuildRecord, error: unknown): void;
  snapshot(): BuildStatus;
  flush(): Promise<void>;
}

/** Builds kept in the history. */
export const HISTORY_LIMIT = 50;
/** Entries of one build's trigger kept (a burst of publishes is merged into one build). */
export const ENTRIES_LIMIT = 20;

/** A CMS webhook's JSON body, as far as it is read here (each field checked where it is). */
type WebhookBody = { event?: unknown; model?: unknown; entry?: Record<string, unknown> | null };

/**
 * What a CMS webhook says about the entry it is about, reduced to what an editor recognises.
 * `body` is the webhook's JSON body.
 */
export function entryFromWebhook(body: unknown): BuildEntry | null {
  if (!body || typeof body !== 'object') return null;
  const { event, model, entry } = body as WebhookBody;
  if (typeof event !== 'string') return null;
  const text = (value: unknown, max = 160) => (typeof value === 'string' ? value.slice(0, max) : undefined);
  return {
    event: event.slice(0, 40),
    model: text(model, 60),
    documentId: text(entry?.documentId, 64),
    locale: text(entry?.locale, 10),
    title: text(entry?.title) ?? text(entry?.name) ?? text(entry?.slug),
  };
}

/** CMS content types the site is built from (src/features/cms/); others (forms) never change it. */
export const SITE_MODELS = ['article', 'page', 'project', 'tag', 'category', 'chain', 'term', 'event'];

/**
 * Whether a webhook's event can change the built site. A draft saved in the CMS (an
 * `entry.update` or `entry.create` whose entry is unpublished) changes nothing public: the preview
 * shows it, and the publish that follows rebuilds. Form submissions (contact messages, newsletter
 * subscriptions) are not on the site either. Anything unrecognised rebuilds, to be safe.
 */
export function changesSite(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  const { event, model, entry } = body as WebhookBody;
  if (typeof event !== 'string' || !event.startsWith('entry.')) return true;
  if (typeof model === 'string' && !SITE_MODELS.includes(model)) return false;
  const draftSaved =
    (event === 'entry.update' || event === 'entry.create') &&
    entry &&
    typeof entry === 'object' &&
    'publishedAt' in entry &&
    entry.publishedAt === null;
  return !draftSaved;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** `CMS unreachable: http://cms:1337/graphql (ECONNRESET after 6 attempts)`, as cms-fetch.ts throws it. */
const UNREACHABLE = /CMS unreachable: https?:\/\/.*$/;

/** `Cannot build Article “Title” (ja, slug s), field body: reason`, as download.ts throws it. */
const ENTRY_FAILURE = /Cannot build \S+ “.*$/;

/** The parts of ENTRY_FAILURE: type, title, language, slug, field, reason. */
// Spaces optional: a message Gatsby wrapped just before a space comes back without it (unwrapped).
const ENTRY_FAILURE_PARTS =
  /^Cannot build (\S+) ?“(.*)” ?\(([a-z-]+), ?slug ([^)\s]+)\), ?field ?(\w+): ?(.*)$/s;

/**
 * The entry a build failure names (`Cannot build …`, download.ts), for the admin to link to its
 * edit view and to say on that entry why it is not on the site; null when it names none.
 * `error`: the build's failure, as summarizeBuildFailure wrote it.
 */
export function failedEntryOf(error: string | null | undefined): FailedEntry | null {
  const parts = ENTRY_FAILURE_PARTS.exec(error ?? '');
  if (!parts) return null;
  const [, type, title, locale, slug, field, reason] = parts;
  return { type, title, locale, slug, field, reason };
}

/** The width at which Gatsby wraps an error's message when its output is not a terminal. */
const WRAP_COLUMNS = 80;

/**
 * The entry failure at `at` with the lines Gatsby wrapped it onto, up to a blank line or the
 * stack. Gatsby cuts at the column whatever the text (`…slug deleted-image-m` / `wx28nj1), field
 * body`) and drops the space of a cut between words: a full line joins the next as it is, a
 * shorter one with a space. `clean`: the build's output `lines` without colours and surrounding spaces.
 */
function unwrapped(lines: string[], clean: string[], at: number): string {
  let text = ENTRY_FAILURE.exec(clean[at])?.[0] ?? '';
  for (let next = at + 1; next < clean.length && clean[next] && !/^(at|-) /.test(clean[next]); next += 1) {
    const cut = lines[next - 1].replace(ANSI, '').trimEnd().length >= WRAP_COLUMNS;
    text += `${cut ? '' : ' '}${clean[next]}`;
  }
  return text;
}

/**
 * The reason a failed `gatsby build` gives, in a line or two an editor can act on: a CMS that
 * could not be reached, an entry's field that cannot be built (e.g. a missing upload), or the
 * message of Gatsby's first error (e.g. two articles with one slug, which names both).
 */
export function summarizeBuildFailure(lines: string[]): string {
  const clean = lines.map((line) => line.replace(ANSI, '').trim());
  // The message names the address it tried (cms-fetch.ts, require-cms.ts); Gatsby may also print
  // the compiled code that writes it (`CMS unreachable: ${p} …`) beside another failure.
  const unreachable = clean.map((line) => UNREACHABLE.exec(line)?.[0]).find(Boolean);
  if (unreachable) return unreachable.slice(0, 300);
  // A failure naming the entry to fix (src/pipeline/cms/download.ts CANNOT_BUILD), wherever it is.
  const entryAt = clean.findIndex((line) => ENTRY_FAILURE.test(line));
  if (entryAt !== -1) return unwrapped(lines, clean, entryAt).slice(0, 400);
  const errorAt = clean.findIndex((line) => /^(ERROR\b|error\b)/.test(line));
  if (errorAt !== -1) {
    const message: string[] = [];
    for (const line of clean.slice(errorAt + 1)) {
      if (!line) {
        if (message.length) break;
        continue;
      }
      // Gatsby's boilerplate around a plugin's error.
      if (/threw an error while running the \w+ lifecycle:$/.test(line)) continue;
      message.push(line);
      if (message.length === 3) break;
    }
    const inline = clean[errorAt].replace(/^(ERROR|error)\s*(#\d+)?\s*/, '').trim();
    const text = [inline && !/^[A-Z_. ]+$/.test(inline) ? inline : '', ...message].filter(Boolean).join(' ');
    if (text) return text.slice(0, 300);
  }
  const last = clean.filter(Boolean).at(-1);
  return last ? `Build failed: ${last.slice(0, 280)}` : 'Build failed without a message';
}

/** `file` persists the history (none: memory only). */
export function createBuildHistory({
  file,
  now = () => new Date(),
}: { file?: string; now?: () => Date } = {}): BuildHistory {
  let builds: BuildRecord[] = [];
  if (file) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (Array.isArray(saved.builds)) {
        // A build the server was running when it stopped did not finish.
        builds = saved.builds.slice(0, HISTORY_LIMIT).map((build: BuildRecord) =>
          build.result === 'queued' || build.result === 'building'
            ? {
                ...build,
                result: 'failed',
                finishedAt: build.finishedAt ?? now().toISOString(),
                error: 'Interrupted: the site server stopped during the build',
              }
            : build,
        );
      }
    } catch {
      // No history yet, or an unreadable one: start afresh.
    }
  }
  let writing: Promise<void> = Promise.resolve();

  function save() {
    if (!file) return;
    const json = `${JSON.stringify({ builds })}\n`;
    // One write at a time, through a temporary file, so a crash never leaves half a history.
    writing = writing.then(async () => {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, json);
      await fs.promises.rename(temporary, file);
    });
    writing.catch(() => {});
  }

  const stamp = () => now().toISOString();

  return {
    queue(trigger, entries = []) {
      const pending = builds.find((build) => build.result === 'queued');
      if (pending) {
        pending.entries = [...pending.entries, ...entries].slice(-ENTRIES_LIMIT);
        save();
        return pending;
      }
      const record: BuildRecord = {
        number: (builds[0]?.number ?? 0) + 1,
        trigger,
        entries: entries.slice(-ENTRIES_LIMIT),
        requestedAt: stamp(),
        startedAt: null,
        builtAt: null,
        finishedAt: null,
        result: 'queued',
        buildId: null,
        error: null,
      };
      builds = [record, ...builds].slice(0, HISTORY_LIMIT);
      save();
      return record;
    },
    started(record) {
      Object.assign(record, { result: 'building', startedAt: stamp() });
      save();
    },
    built(record) {
      record.builtAt = stamp();
      save();
    },
    live(record, buildId = null) {
      Object.assign(record, { result: 'live', finishedAt: stamp(), buildId });
      save();
    },
    failed(record, error) {
      const message = String(error).slice(0, 500);
      Object.assign(record, {
        result: 'failed',
        finishedAt: stamp(),
        error: message,
        failedEntry: failedEntryOf(message),
      });
      save();
    },
    snapshot() {
      const newest = builds.find((build) => build.result !== 'queued') ?? builds[0];
      const success = builds.find((build) => build.result === 'live');
      const building = builds.find((build) => build.result === 'building');
      const state: BuildStatus['state'] = building
        ? 'building'
        : newest
          ? newest.result === 'queued'
            ? 'building'
            : newest.result
          : 'unknown';
      return {
        state,
        lastSuccess: success
          ? { number: success.number, finishedAt: success.finishedAt, buildId: success.buildId }
          : null,
        builds: builds.map((build) => ({ ...build, entries: [...build.entries] })),
      };
    },
    flush: () => writing,
  };
}
