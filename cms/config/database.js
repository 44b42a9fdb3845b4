const path = require('path');

// SQLite in cms/.tmp by default; PostgreSQL with DATABASE_CLIENT=postgres and DATABASE_URL
// (or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD variables) in production.
/** @param {import('@strapi/strapi').Core.Config.Shared.ConfigParams} params */
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: env('DATABASE_URL')
          ? {
              connectionString: env('DATABASE_URL'),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: true },
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'meridian'),
              user: env('DATABASE_USERNAME', 'meridian'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: true },
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
