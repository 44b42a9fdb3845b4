import { createHash } from 'node:crypto';

/**
 * What a translation is made from, as a fingerprint: one normalizer for both sides, the CMS's
 * translation records (cms/src/translations/translation-status.js) and the git files'
 * (src/pipeline/translations/).
 */

/** Line breaks, indentation and spacing do not change what a text says. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A short fingerprint of texts after normalizing them: 16 hex digits of their SHA-256. */
export function sourceHash(...parts: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map(normalizeText)))
    .digest('hex')
    .slice(0, 16);
}
