/**
 * @jest-environment node
 */
import { planEventEnds, syncEventEnds } from '../../cms/src/schedules/event-ends.js';
import { runDue } from '../../cms/src/schedules/scheduler.js';

// Issue 42: an event that has ended leaves /events' upcoming list (and its built HTML) by the
// CMS's scheduler, the one that publishes on time: one pending `rebuild` row per published event
// whose end is ahead (dueAt = its end), moved with the end, cancelled when the event goes, and
// fired through the rebuild webhook a publish calls. (Before: a timer in the site server.)
const NOW = new Date('2026-11-26T05:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const EVENT = 'api::event.event';
const SCHEDULE = 'api::publication-schedule.publication-schedule';

type Row = Record<string, unknown>;

/** Whether `row` matches a where clause of the shapes the scheduler uses. */
function matches(row: Row, where: Row): boolean {
  return Object.entries(where).every(([key, condition]) => {
    const value = row[key];
    if (condition === null || typeof condition !== 'object' || condition instanceof Date)
      return String(value) === String(condition);
    const time = (input: unknown) => new Date(input as string).getTime();
    if ('$in' in condition) return (condition.$in as unknown[]).includes(value);
    if ('$ne' in condition) return value !== condition.$ne;
    if ('$notNull' in condition) return (value != null) === condition.$notNull;
    if ('$lte' in condition) return time(value) <= time(condition.$lte);
    if ('$lt' in condition) return time(value) < time(condition.$lt);
    throw new Error(`No fake for ${JSON.stringify(condition)}`);
  });
}

/** A Strapi with an in-memory database of events and schedules, and a recording event hub. */
function fakeStrapi() {
  const tables: Record<string, Row[]> = { [EVENT]: [], [SCHEDULE]: [] };
  let nextId = 1;
  const emitted: Array<[string, unknown]> = [];
  const query = (uid: string) => {
    const table = tables[uid];
    return {
      findMany: async ({ where = {} }: { where?: Row } = {}) =>
        table.filter((row) => matches(row, where)).map((row) => ({ ...row })),
      updateMany: async ({ where, data }: { where: Row; data: Row }) => {
        const hit = table.filter((row) => matches(row, where));
        for (const row of hit) Object.assign(row, data);
        return { count: hit.length };
      },
      update: async ({ where, data }: { where: Row; data: Row }) => {
        Object.assign(
          table.find((row) => matches(row, where))!,
          data,
        );
      },
      create: async ({ data }: { data: Row }) => {
        table.push({ id: nextId++, ...data });
      },
    };
  };
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const strapi = {
    db: { query },
    log,
    eventHub: { emit: (name: string, payload: unknown) => emitted.push([name, payload]) },
    documents: () => {
      throw new Error('a rebuild publishes nothing');
    },
  };
  return { strapi: strapi as unknown as Parameters<typeof runDue>[0], tables, emitted };
}

describe('events that end, by the scheduler', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps a rebuild at the end of each published event, moves it with the end and cancels it when the event goes', async () => {
    const { strapi, tables } = fakeStrapi();
    const events = tables[EVENT];
    const pending = () =>
      tables[SCHEDULE].filter((row) => row.state === 'pending').map((row) => ({
        documentId: row.targetDocumentId,
        dueAt: new Date(row.dueAt as string).toISOString(),
        language: row.language,
        action: row.action,
      }));
    // Published in two languages (one row each): one schedule. A draft and an ended one: none.
    events.push(
      { documentId: 'meetup', endsAt: at(2 * HOUR).toISOString(), publishedAt: at(-HOUR) },
      { documentId: 'meetup', endsAt: at(2 * HOUR).toISOString(), publishedAt: at(-HOUR) },
      { documentId: 'draft', endsAt: at(3 * HOUR).toISOString(), publishedAt: null },
      { documentId: 'over', endsAt: at(-HOUR).toISOString(), publishedAt: at(-2 * HOUR) },
    );
    await syncEventEnds(strapi, NOW);
    await syncEventEnds(strapi, NOW); // idempotent
    expect(pending()).toEqual([
      { documentId: 'meetup', dueAt: at(2 * HOUR).toISOString(), language: '*', action: 'rebuild' },
    ]);

    for (const event of events.filter((row) => row.documentId === 'meetup'))
      event.endsAt = at(5 * HOUR).toISOString();
    await syncEventEnds(strapi, NOW);
    expect(pending()).toEqual([
      expect.objectContaining({ documentId: 'meetup', dueAt: at(5 * HOUR).toISOString() }),
    ]);

    for (const event of events.filter((row) => row.documentId === 'meetup')) event.publishedAt = null;
    await syncEventEnds(strapi, NOW);
    expect(pending()).toEqual([]);
    expect(tables[SCHEDULE]).toEqual([expect.objectContaining({ state: 'cancelled' })]);
  });

  it('asks the site to rebuild through the webhook when the event ends, not before, once', async () => {
    const { strapi, tables, emitted } = fakeStrapi();
    tables[EVENT].push({ documentId: 'meetup', endsAt: at(2 * HOUR).toISOString(), publishedAt: at(-HOUR) });
    await runDue(strapi, 1000);
    expect(emitted).toEqual([]);
    jest.setSystemTime(at(2 * HOUR - 1000));
    await runDue(strapi, 1000);
    expect(emitted).toEqual([]);
    jest.setSystemTime(at(2 * HOUR));
    await runDue(strapi, 1000);
    await runDue(strapi, 1000);
    expect(emitted).toEqual([
      ['schedule.rebuild', { model: 'event', uid: EVENT, entry: { documentId: 'meetup' } }],
    ]);
    expect(tables[SCHEDULE]).toEqual([
      expect.objectContaining({ action: 'rebuild', state: 'done', dueAt: at(2 * HOUR) }),
    ]);
  });

  it('plans one row per event: a duplicate two instances made is cancelled, a due one left to fire', () => {
    const future = at(HOUR).toISOString();
    const rows = [
      { id: 1, targetDocumentId: 'a', dueAt: future, state: 'pending' },
      { id: 2, targetDocumentId: 'a', dueAt: future, state: 'pending' },
      { id: 3, targetDocumentId: 'gone', dueAt: at(-1000).toISOString(), state: 'pending' },
    ];
    expect(planEventEnds([{ documentId: 'a', endsAt: future }], rows, NOW)).toEqual({
      create: [],
      move: [],
      cancel: [2],
    });
  });
});
