import { mediaPath } from '../../features/cms/media';
import { markdownUploads } from './markdown-uploads';
import type { Locale } from '../../features/i18n/locales';
import { sha256, type BuildCache } from './build-cache';
import type { RenderedMarkdown } from './markdown';
import { allowedHosts } from './effective-hosts';

const KEY = 'rendered-markdown';

interface Kept {
  version: string;
  entries: Array<[string, RenderedMarkdown]>;
}

function isKept(value: unknown, version: string): value is Kept {
  const kept = value as Partial<Kept> | undefined;
  return (
    kept?.version === version &&
    Array.isArray(kept.entries) &&
    kept.entries.every(
      (entry) =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof (entry[1] as Partial<RenderedMarkdown> | undefined)?.html === 'string',
    )
  );
}

/**
 * What a body's rendering depends on besides the code: the key of its rendering in the cache
 * (this build's allowed hosts included).
 * The build renders without RenderOptions (markdown.ts): those are the preview's, which never
 * goes through this cache; a caller that passes any must make them part of the key.
 */
export function renderKey(
  markdown: string,
  language: Locale,
  /** The glossary version its terms were matched against (null: no definitions). */
  glossaryVersion: string | null,
  sizeOf: (src: string) => { width: number; height: number } | undefined,
): string {
  const sizes = markdownUploads(markdown).map((upload) => {
    const src = mediaPath(upload);
    return [src, src ? (sizeOf(src) ?? null) : null];
  });
  // The allowed hosts decide which links are links: an admin's new host renders bodies again.
  return sha256(JSON.stringify([markdown, language, glossaryVersion, sizes, allowedHosts()]));
}

/**
 * The bodies rendered by the previous build, by `renderKey`, reused when this build renders the
 * same body in the same language with the same glossary and image sizes (a large catalogue's
 * ~3,000 bodies cost seconds to render again). Kept only with the same build code (build-cache.ts):
 * a change of the renderer renders everything again. Only this build's bodies are kept for the
 * next, so the cache does not grow with bodies no page shows any more.
 */
export async function renderedMarkdownCache(cache: BuildCache | undefined, codeVersion: string | null) {
  const previous = cache && codeVersion ? await cache.get(KEY).catch(() => undefined) : undefined;
  const kept = new Map(codeVersion && isKept(previous, codeVersion) ? previous.entries : []);
  const used = new Map<string, RenderedMarkdown>();
  let reused = 0;
  return {
    render(key: string, render: () => RenderedMarkdown): RenderedMarkdown {
      const known = used.get(key) ?? kept.get(key);
      if (known) reused += 1;
      const rendered = known ?? render();
      used.set(key, rendered);
      return rendered;
    },
    get reused() {
      return reused;
    },
    async save(): Promise<void> {
      if (cache && codeVersion)
        await cache.set(KEY, { version: codeVersion, entries: [...used] } satisfies Kept);
    },
  };
}
