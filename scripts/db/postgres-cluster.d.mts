export const CLUSTER_USER: string;

export function postgresBinDir(): string | undefined;
export function postgresUnavailableReason(): string | null;

export interface PostgresCluster {
  port: number;
  host: string;
  user: string;
  /** The temporary directory holding the data, socket and log (removed by stop()). */
  root: string;
  binDir: string;
  url(database?: string): string;
  cmsEnv(database: string): { DATABASE_CLIENT: 'postgres'; DATABASE_URL: string };
  /** Creates `database` and returns its URL. */
  createDatabase(database: string): string;
  runTool(tool: 'pg_dump' | 'pg_restore' | 'psql' | 'createdb', args: string[], options?: object): Buffer;
  stopSync(): void;
  stop(): Promise<void>;
}

export function startPostgresCluster(options?: { tempPrefix?: string }): Promise<PostgresCluster>;
