export const UPLOAD_TYPE_PATTERNS: readonly string[];
export const UPLOAD_DENIED_PATTERNS: readonly string[];
export function mediaKind(header: string | null | undefined): { type: string; attachment: boolean } | null;
export const MEDIA_CSP: string;
export function mediaHeaders(type: string | null | undefined): Record<string, string>;
