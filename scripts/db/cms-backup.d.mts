export const ARCHIVE_FORMAT: string;

export class BackupError extends Error {}

export interface BackupManifest {
  format: string;
  version: number;
  createdAt: string;
  engine: 'postgres' | 'sqlite';
  strapiVersion: string;
  database: { file: string; bytes: number; sha256: string };
  uploads: { storage: 'local' | 'aws-s3'; included: boolean; files: number; bytes: number };
}

export function cmsStorage(env?: Record<string, string | undefined>): {
  engine: 'postgres' | 'sqlite';
  connection: Record<string, unknown>;
  uploadsDir: string | null;
};
export function archiveName(date: Date): string;
export function backupCms(options?: {
  env?: Record<string, string | undefined>;
  outDir?: string;
  now?: Date;
}): Promise<{ archive: string; manifest: BackupManifest }>;
export function restoreCms(options: {
  archive: string | undefined;
  env?: Record<string, string | undefined>;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ manifest: BackupManifest }>;
