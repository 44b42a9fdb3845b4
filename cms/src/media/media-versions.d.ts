export interface MediaVersion {
  name: string;
  updatedAt: string;
  size: number | null;
}

export const MAX_NAMES: number;
export function candidateHashes(name: string): string[];
export function mediaVersions(strapi: unknown, names: readonly string[]): Promise<MediaVersion[]>;
export function registerMediaVersionsQuery(strapi: unknown): void;
