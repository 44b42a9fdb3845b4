export interface SiteSnapshot {
  /** Page file (`blog/a/index.html`) → its visible content, normalized. */
  pages: Map<string, string>;
  /** The media files under cms-media/, normalized names, sorted. */
  media: string[];
}

export function visibleContent(html: string): string;
export function siteSnapshot(publicDir: string): SiteSnapshot;
export function differences(expected: SiteSnapshot, actual: SiteSnapshot, limit?: number): string[];
