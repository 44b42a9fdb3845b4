import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { Locale } from '../../features/i18n/locales';
import { localizePath, splitLocalePath } from '../../features/i18n/paths';
import { allowedHosts } from './effective-hosts';
import { classifyHref } from '../../features/navigation/safe-url';
import { mediaPath, webpPath } from '../../features/cms/media';
import type { RenderedMarkdown, TocEntry } from '../../features/cms/types';
import { addTermDefinitions, type TermMatcher } from './term-definitions';

export type { RenderedMarkdown, TocEntry };

/** A heading's anchor: lower case, letters of any script and digits, words joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/[\s-]+/g, '-') || 'section'
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What CMS markdown may contain once rendered: text structure, links, images, code, tables. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'loading', 'decoding', 'width', 'height'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    span: ['data-refused-link'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+-]+$/] },
  // webcal: only the site's own calendar feeds get here (classifyHref refuses any other first).
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'webcal'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped elements (scripts, styles, SVG, iframes) goes with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
  ],
};

/**
 * How the draft preview shows a body, made in the renderer's own output rather than by editing
 * its HTML afterwards. The build passes none: its pages are rendered as they always were.
 */
export interface RenderOptions {
  /** Where a media copy (`/cms-media/{name}`) is loaded from instead (the preview's upload relay). */
  mediaUrl?: (name: string) => string;
  /** false: images without the `<picture>` of their WebP copy (a preview has no build's copies). */
  webpSources?: boolean;
  /**
   * Links to other pages open in a new tab (the admin's preview panel has no back button, so
   * following one would replace the draft); in-page (`#…`) and external links stay as they are.
   */
  linksInNewTab?: boolean;
}

/** A media copy's path, whose name the preview's relay takes. */
const MEDIA_COPY = /^\/cms-media\/([A-Za-z0-9_.-]+)$/;

/** A rendered link or image with the options applied: its media copy relayed, a new tab. */
function withOptions(tag: sanitizeHtml.Tag, options: RenderOptions): sanitizeHtml.Tag {
  const attribute = tag.tagName === 'img' ? 'src' : 'href';
  const url = tag.attribs[attribute];
  if (url === undefined) return tag;
  const { mediaUrl } = options;
  const name = mediaUrl && MEDIA_COPY.exec(url)?.[1];
  const attribs = mediaUrl && name ? { ...tag.attribs, [attribute]: mediaUrl(name) } : tag.attribs;
  const newTab = options.linksInNewTab && tag.tagName === 'a' && !attribs.target && !url.startsWith('#');
  return {
    tagName: tag.tagName,
    attribs: newTab ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
  };
}

/** A link by the site's URL rules (classifyHref), as the build writes it. */
function linkTag(href: string, locale: Locale): sanitizeHtml.Tag {
  // A CMS upload, also one in object storage (whose host is no site link): the build's copy.
  const media = mediaPath(href);
  if (media) return { tagName: 'a', attribs: { href: media } };
  const target = classifyHref(href, allowedHosts());
  switch (target.kind) {
    case 'refused':
      return { tagName: 'span', attribs: { 'data-refused-link': '' } };
    case 'external':
      return { tagName: 'a', attribs: { href: target.href, target: '_blank', rel: 'noopener noreferrer' } };
    case 'internal': {
      const { path } = splitLocalePath(target.path);
      return {
        tagName: 'a',
        attribs: { href: `${localizePath(path, locale)}${target.search}${target.hash}` },
      };
    }
    case 'hash':
    case 'contact':
      return { tagName: 'a', attribs: { href: target.href } };
    case 'file':
      return { tagName: 'a', attribs: { href: mediaPath(target.href) ?? target.href } };
  }
}

/** An image: only the CMS's own media, no tracking pixels or hot-linked images. */
function imageTag(
  attribs: sanitizeHtml.Attributes,
  sizeOf: (src: string) => { width: number; height: number } | undefined,
): sanitizeHtml.Tag {
  const src = mediaPath(attribs.src ?? '');
  if (!src) return { tagName: 'span', attribs: {} as sanitizeHtml.Attributes };
  const size = sizeOf(src);
  return {
    tagName: 'img',
    attribs: {
      src,
      alt: attribs.alt ?? '',
      loading: 'lazy',
      decoding: 'async',
      ...(size && { width: String(size.width), height: String(size.height) }),
    },
  };
}

/**
 * Renders untrusted CMS markdown to safe HTML for a page in `locale`: headings get stable
 * anchors and feed the table of contents; links go through the site's URL rules (refused ones
 * become plain text, site paths get the language prefix, allowed hosts open in a new tab);
 * images must come from the CMS's media library.
 */
export function renderMarkdown(
  markdown: string,
  locale: Locale,
  /** The size of a media file (`/cms-media/…`), so the page reserves its space before it loads. */
  sizeOf: (src: string) => { width: number; height: number } | undefined = () => undefined,
  /** The glossary's terms in `locale`: their first uses get a definition in place. */
  terms?: TermMatcher,
  /** The preview's (RenderOptions); the build passes none. */
  options: RenderOptions = {},
): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} });
        const base = slugify(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen + 1}` : base;
        // The page title is the only h1: markdown headings start at h2.
        const depth = Math.min(Math.max(token.depth, 2), 6);
        if (depth <= 3) toc.push({ id, text, depth });
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  const html = sanitizeHtml(raw, {
    ...SANITIZE_OPTIONS,
    transformTags: {
      a: (_tagName, attribs) => withOptions(linkTag(attribs.href ?? '', locale), options),
      img: (_tagName, attribs) => withOptions(imageTag(attribs, sizeOf), options),
    },
  });
  // Headings whose text was sanitized away leave dangling entries out of the contents.
  const withImages = options.webpSources === false ? html : withWebpSources(html);
  return {
    html: terms
      ? addTermDefinitions(withImages, terms, locale, { linksInNewTab: options.linksInNewTab })
      : withImages,
    toc: toc.filter((entry) => html.includes(`id="${escapeHtml(entry.id)}"`)),
  };
}

/** A sanitized `<img>` of a media copy, whose `src` is a plain `/cms-media/{name}` path. */
const MEDIA_IMG = /<img src="(\/cms-media\/[A-Za-z0-9_.-]+)"[^>]*>/g;

/**
 * Puts each PNG or JPEG image of a body in a `<picture>` whose WebP copy comes first, as covers
 * are (CmsPicture): the build writes that copy beside every raster upload (writeWebpCopies).
 * Done on the sanitized HTML: the sanitizer's allow-list stays free of `<picture>`/`<source>`.
 */
function withWebpSources(html: string): string {
  return html.replace(MEDIA_IMG, (img, src: string) => {
    const webp = webpPath(src);
    return webp ? `<picture><source type="image/webp" srcset="${webp}" />${img}</picture>` : img;
  });
}
