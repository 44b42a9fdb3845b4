import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { Locale } from '../../features/i18n/locales';
import { localizePath, splitLocalePath } from '../../features/i18n/paths';
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
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        // A CMS upload, also one in object storage (whose host is no site link): the build's copy.
        const media = mediaPath(attribs.href ?? '');
        if (media) return { tagName: 'a', attribs: { href: media } };
        const target = classifyHref(attribs.href ?? '');
        switch (target.kind) {
          case 'refused':
            return { tagName: 'span', attribs: { 'data-refused-link': '' } };
          case 'external':
            return {
              tagName: 'a',
              attribs: { href: target.href, target: '_blank', rel: 'noopener noreferrer' },
            };
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
      },
      img: (_tagName, attribs): sanitizeHtml.Tag => {
        const src = mediaPath(attribs.src ?? '');
        // Only the CMS's own media: no tracking pixels or hot-linked images.
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
      },
    },
  });
  // Headings whose text was sanitized away leave dangling entries out of the contents.
  const withImages = withWebpSources(html);
  return {
    html: terms ? addTermDefinitions(withImages, terms, locale) : withImages,
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
