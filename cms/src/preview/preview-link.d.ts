export const PREVIEW_TYPES: { readonly 'api::article.article': 'article'; readonly 'api::page.page': 'page' };
export const MAX_LIFETIME_SECONDS: number;
export function signPreviewQuery(options: {
  type: 'article' | 'page';
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
  | { ok: true; type: 'article' | 'page'; documentId: string; locale: string; expires: number }
  | { ok: false; reason: 'missing' | 'forged' | 'expired' };
