import { createHash } from 'node:crypto';
import matter from 'gray-matter';

/**
 * Front matter a translator translates. Dates (`updated`, `date`) and the translation's own
 * record are not part of what a translation is made from: a new date alone does not make the
 * Japanese text outdated.
 */
export const TRANSLATED_FRONT_MATTER = ['title', 'description'] as const;

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

/** The hash of an English MDX file: its translated front matter fields and its body. */
export function mdxSourceHash(fileText: string): string {
  // gray-matter is the front matter parser gatsby-plugin-mdx itself uses.
  const { data, content } = matter(fileText);
  const fields = TRANSLATED_FRONT_MATTER.map((field) =>
    typeof data[field] === 'string' ? `${field}: ${data[field] as string}` : '',
  );
  return sourceHash(...fields, content);
}

/** The hash of one English message of a locale namespace. */
export function messageHash(message: string): string {
  return sourceHash(message);
}
