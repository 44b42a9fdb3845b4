// The draft preview's content: a draft entry from the CMS as its page would show it, rendered with
// the build's own renderer (loadPreviewRenderer). Functions of data only: preview.ts reads the
// draft and answers the request.
import { mediaUrl } from './preview-media';

/** The build's renderer, compiled for the server (scripts/build-server.mjs). */
export interface PreviewRenderer {
  renderMarkdown(
    markdown: string,
    locale: string,
    sizeOf?: undefined,
    terms?: unknown,
    /** How a preview shows it (src/pipeline/cms/markdown.ts RenderOptions): see PREVIEW_OPTIONS. */
    options?: { mediaUrl?: (name: string) => string; webpSources?: boolean; linksInNewTab?: boolean },
  ): { html: string; toc: Array<{ id: string; text: string; depth: number }> };
  /** The build's rule for what is a CMS upload (src/features/cms/media.ts), for covers. */
  mediaPath(url: string): string | null;
  /** The build's glossary matcher: without it, a draft is shown without in-place definitions. */
  termMatcherFor?(terms: readonly unknown[], locale: string): unknown;
  /** Sets the renderer's allowed hosts to the developer list and the admins' (effective-hosts.ts). */
  setAdminHosts?(adminHosts: readonly string[]): readonly string[];
  /** The build's rules for an event's page (src/pipeline/cms/event-plan.ts): without them, no event drafts. */
  draftEventEntry?(
    draft: DraftEntry,
    language: string,
    report: { warn: (message: string) => void; fail: (message: string) => void },
  ): DraftEvent | null;
}

export type DraftType = 'article' | 'page' | 'event';
/** A draft as the CMS's REST API answers it, as far as the preview reads it. */
export interface DraftEntry {
  body?: unknown;
  slug?: string | null;
  title?: string | null;
  summary?: string | null;
  date?: string | null;
  author?: string | null;
  coverAlt?: string | null;
  cover?: { url?: unknown; width?: number | null; height?: number | null } | null;
  tags?: unknown;
  glossaryDefinitions?: boolean | null;
  seoDescription?: string | null;
  updatedAt?: string | null;
}
/** An event as its page shows it (draftEventEntry), as far as the preview changes it. */
interface DraftEvent {
  cover?: { url?: unknown } | null;
  endsAt: string;
}
type Entry = DraftEntry;

const BUILD_MEDIA = /^\/cms-media\/([A-Za-z0-9_.-]+)$/;

/**
 * A body as its preview shows it, made by the renderer itself (no edits of its HTML here):
 * - its media through the server's relay (the build's copies in `/cms-media` do not exist yet),
 *   without WebP copies (no build made them): the image is the upload itself;
 * - its links to other pages in a new tab, as the view's own links are in a preview
 *   (SiteLinksInNewTab in src/components/ui/Link.tsx): the admin's preview panel has no back
 *   button, so following one there would replace the draft. In-page links (`#…`, the contents)
 *   stay, and so do links that already open in a new tab (external ones).
 */
const PREVIEW_OPTIONS = { mediaUrl, webpSources: false, linksInNewTab: true };

/** A draft's body rendered as its preview shows it (terms: the glossary's matcher, or none). */
const previewBody = (renderer: PreviewRenderer, entry: Entry, locale: string, terms: unknown) =>
  renderer.renderMarkdown(String(entry.body ?? ''), locale, undefined, terms, PREVIEW_OPTIONS);

/** A draft by its document id in its language, with the relations its page shows. */
const draftQuery =
  (collection: string, populate: Record<string, string>) => (documentId: string, locale: string) => {
    const query = { 'filters[documentId][$eq]': documentId, locale, status: 'draft', ...populate };
    return `/api/${collection}?${new URLSearchParams(query)}`;
  };

export const QUERIES = {
  article: draftQuery('articles', {
    'populate[cover]': 'true',
    'populate[tags][fields][0]': 'name',
    'populate[tags][fields][1]': 'slug',
  }),
  page: draftQuery('pages', {}),
  event: draftQuery('events', { 'populate[cover]': 'true', 'populate[communities]': 'true' }),
  /** A page of the language's published glossary terms: what the build matches bodies against. */
  terms: (locale: string, page: number) =>
    `/api/terms?${new URLSearchParams({
      locale,
      'fields[0]': 'slug',
      'fields[1]': 'term',
      'fields[2]': 'aliases',
      'fields[3]': 'definition',
      sort: 'id',
      'pagination[page]': String(page),
      'pagination[pageSize]': String(TERMS_PER_REQUEST),
    })}`,
};

/** The CMS's largest page (cms/config/api.js), and how many pages of terms a preview reads at most. */
const TERMS_PER_REQUEST = 100;
export const MAX_TERM_PAGES = 10;

/**
 * A cover's address through the preview's relay (the CMS itself may be private), by the build's
 * rule for what is an upload (src/features/cms/media.ts), as for the body's images; else null.
 */
function previewCover(renderer: PreviewRenderer, url: unknown): string | null {
  const name = BUILD_MEDIA.exec(renderer.mediaPath(String(url ?? '')) ?? '')?.[1];
  return name ? mediaUrl(name) : null;
}

function articleData(renderer: PreviewRenderer, entry: Entry, locale: string, terms: unknown) {
  // The article's own switch (glossaryDefinitions), as the build respects it.
  const rendered = previewBody(
    renderer,
    entry,
    locale,
    entry.glossaryDefinitions === false ? undefined : terms,
  );
  const cover = previewCover(renderer, entry.cover?.url);
  return {
    slug: entry.slug ?? null,
    title: entry.title ?? '',
    summary: entry.summary ?? null,
    date: entry.date ?? null,
    author: entry.author ?? null,
    coverAlt: entry.coverAlt ?? '',
    cover: cover
      ? { src: cover, width: entry.cover?.width ?? null, height: entry.cover?.height ?? null }
      : null,
    tags: Array.isArray(entry.tags)
      ? entry.tags.map((tag: { name?: unknown; slug?: unknown }) => ({
          name: String(tag.name ?? ''),
          slug: String(tag.slug ?? ''),
        }))
      : [],
    html: rendered.html,
    toc: rendered.toc,
  };
}

function pageData(renderer: PreviewRenderer, entry: Entry, locale: string, terms: unknown) {
  return {
    slug: entry.slug ?? null,
    title: entry.title ?? '',
    seoDescription: entry.seoDescription ?? null,
    html: previewBody(renderer, entry, locale, terms).html,
  };
}

/**
 * An event as its page shows it (the build's rules, draftEventEntry), with its body rendered as
 * the build renders an event's own version; `problems` gets why the build would not publish it.
 * `now`: the preview's clock, as the build's decides an event page's "has ended".
 */
function eventData(
  renderer: PreviewRenderer,
  entry: Entry,
  locale: string,
  terms: unknown,
  problems: string[],
  now: number,
) {
  const report = {
    warn: (message: string) => problems.push(message),
    fail: (message: string) => problems.push(message),
  };
  const event = renderer.draftEventEntry?.(entry, locale, report);
  if (!event) return null;
  const cover = event.cover && previewCover(renderer, event.cover.url);
  return {
    event: { ...event, cover: cover ? { ...event.cover, url: cover } : null },
    html: previewBody(renderer, entry, locale, terms).html,
    ended: new Date(event.endsAt).getTime() <= now,
  };
}

/** A draft's content as its preview page shows it; null when the build would not publish it (`problems` says why). */
export function draftContent(
  renderer: PreviewRenderer,
  type: DraftType,
  entry: Entry,
  { locale, terms, problems, now }: { locale: string; terms: unknown; problems: string[]; now: number },
): Record<string, unknown> | null {
  if (type === 'article') return articleData(renderer, entry, locale, terms);
  if (type === 'page') return pageData(renderer, entry, locale, terms);
  return eventData(renderer, entry, locale, terms, problems, now);
}
