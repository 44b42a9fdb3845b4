/** A run of excerpt text, marked when it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Pagefind's excerpt is escaped page text with `<mark>` around the matched words. It is split
 * into text runs for React to render as text, so nothing in it can ever become markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: decodeEntities(excerpt.slice(last, index)), marked: false });
    parts.push({ text: decodeEntities(match[1]), marked: true });
    last = index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decodeEntities(excerpt.slice(last)), marked: false });
  // Anything else tag-like is shown as the text it is, never parsed.
  return parts.filter((part) => part.text.length > 0);
}
