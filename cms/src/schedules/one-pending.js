const { SCHEDULE } = require('./schedule-rules');

/**
 * One pending schedule per document, language and action, kept by the database: a partial unique
 * index on the pending rows (SQLite and PostgreSQL alike), so that two saves at the same moment
 * cannot both leave a pending row. Made at every start, after Strapi has made or changed the
 * table, not by a migration in database/migrations/: those run before Strapi makes the tables (on
 * an empty database there is no table to index yet), and SQLite loses an index when Strapi
 * rebuilds a table to change a column. Strapi leaves an index it did not make alone.
 */

const INDEX = 'publication_schedules_one_pending';

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */

/**
 * Whether a database error is a unique index's refusal (PostgreSQL's code; better-sqlite3's).
 * @param {any} error
 */
const isUniqueViolation = (error) => error?.code === '23505' || error?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Makes the index if it is missing; pending duplicates made before it existed are cancelled
 * first (the newest of each is kept), or the index could not be made.
 * @param {Strapi} strapi
 */
async function keepOnePending(strapi) {
  const { tableName } = strapi.db.metadata.get(SCHEDULE);
  const knex = strapi.db.connection;
  const key = ['target_type', 'target_document_id', 'language', 'action'];
  const newest = knex(tableName).max('id').where('state', 'pending').groupBy(key);
  const cancelled = await knex(tableName)
    .where('state', 'pending')
    .whereNotIn('id', newest)
    .update({ state: 'cancelled', outcome: 'Replaced: scheduled twice.' });
  if (cancelled) strapi.log.warn(`Schedules: ${cancelled} duplicate pending schedules cancelled`);
  await knex.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${key.map(() => '??').join(', ')}) WHERE state = 'pending'`,
    [INDEX, tableName, ...key],
  );
}

module.exports = { INDEX, isUniqueViolation, keepOnePending };
