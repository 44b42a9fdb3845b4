export const PREVIEW_TYPES: {
  readonly 'api::article.article': 'article';
  readonly 'api::page.page': 'page';
  readonly 'api::event.event': 'event';
};
/** The name of a previewable content type in links. */
export type PreviewType = (typeof PREVIEW_TYPES)[keyof typeof PREVIEW_TYPES];
export const MAX_LIFETIME_SECONDS: number;
export function signPreviewQuery(options: {
  type: PreviewType;
  documentId: string;
  locale: string;
  secret: string;
  now?: number;
  lifetimeSeconds?: number;
}): string;
export function verifyPreviewQuery(
  params: URLSearchParams,
  secret: string,
  now?: number,
):
  | { ok: true; type: PreviewType; documentId: string; locale: string; expires: number }
  | { ok: false; reason: 'missing' | 'forged' | 'expired' };
