import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';

/** Where gatsby keeps what the build reads and renders between builds: its plugin `cache`. */
export interface BuildCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/**
 * The version of the build's own code, for what it keeps in gatsby's cache. Gatsby clears that
 * cache when gatsby-node.ts, gatsby-config.ts, package.json or a plugin changes, not when a
 * module gatsby-node.ts imports does (node_modules/gatsby/dist/services/initialize.js): a change
 * of the CMS selections or of the markdown renderer would keep the older build's records and
 * HTML. Gatsby bundles gatsby-node.ts with every module it imports into one file; its hash is
 * the version. Null where there is none (not a gatsby build): then nothing is reused.
 */
export function buildCodeVersion(root = process.cwd()): string | null {
  try {
    return sha256(fs.readFileSync(path.join(root, '.cache', 'compiled', 'gatsby-node.js')));
  } catch {
    return null;
  }
}
