export function previewUrl(options: {
  uid: string;
  documentId: string | undefined;
  locale: string | null | undefined;
  siteUrl: string;
  secret: string;
  now?: number;
}): string | null;
export function previewOrigins(siteUrl: string | undefined): string[];
