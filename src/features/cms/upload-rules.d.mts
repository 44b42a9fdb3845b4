/** An upload a URL refers to: its stored name, and where the build downloads it from. */
export interface UploadReference {
  /** Strapi's stored name (`photo_ab12.png`), decoded. */
  name: string;
  /** The object storage URL (a signed URL keeps its query), or null for the CMS's `/uploads/`. */
  storageUrl: string | null;
}
/** The object storage or media CDN prefixes of `CMS_MEDIA_URLS`. */
export declare function mediaBaseUrls(value?: string): URL[];
/** The CMS's origins as editors' tools write them (CMS_URL, PUBLIC_URL, GATSBY_CMS_URL, loopback aliases). */
export declare function cmsOrigins(env?: NodeJS.ProcessEnv): Set<string>;
/** The CMS upload a URL refers to, or null when it is not one. */
export declare function uploadReference(url: string, env?: NodeJS.ProcessEnv): UploadReference | null;
/** Why the site leaves an image out, in an editor's words. */
export declare function refusalReason(src: string): string;
/** The `href` of a text's HTML links and the `src` of its HTML images. */
export declare function htmlTargets(markdown: string): { links: string[]; images: string[] };
