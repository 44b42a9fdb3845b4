import { LOCALES, type Locale } from '../../../features/i18n/locales';
import { sha256, type BuildCache } from '../build-cache';
import { glossaryFor, type Glossary } from '../glossary';
import { renderMarkdown } from '../markdown';
import type { CmsContent } from '../read';
import { renderKey, renderedMarkdownCache } from '../rendered-markdown';
import type { ImageSizes, Renderer, StageLog } from './types';

/** Each language's glossary, its definitions rendered as that language's markdown. */
export function glossariesOf(content: CmsContent, log: Pick<StageLog, 'warn'>): Record<Locale, Glossary> {
  const glossaries = {} as Record<Locale, Glossary>;
  for (const locale of LOCALES) {
    glossaries[locale] = glossaryFor(
      content.terms[locale],
      locale,
      (markdown) => renderMarkdown(markdown, locale).html,
      (message) => log.warn(message),
    );
  }
  return glossaries;
}

/**
 * The render stage: the glossaries and a renderer of bodies that reuses the previous build's HTML
 * of the same body, language, glossary and image sizes (rendered-markdown.ts).
 */
export async function renderStage(
  content: CmsContent,
  sizes: ImageSizes,
  {
    cache,
    codeVersion,
    log,
  }: { cache?: BuildCache; codeVersion: string | null; log: Pick<StageLog, 'warn'> },
): Promise<Renderer> {
  const glossaries = glossariesOf(content, log);
  // The glossary a body's terms are matched against is derived from the language's terms alone.
  const glossaryVersions = Object.fromEntries(
    LOCALES.map((locale) => [locale, sha256(JSON.stringify(content.terms[locale]))]),
  ) as Record<Locale, string>;
  const rendered = await renderedMarkdownCache(cache, codeVersion);
  const sizeOf = (src: string) => sizes.get(src);
  let renderMs = 0;
  return {
    glossaries,
    render: (markdown, language, withTerms = true) => {
      const renderStarted = Date.now();
      const body = markdown ?? '';
      const key = renderKey(body, language, withTerms ? glossaryVersions[language] : null, sizeOf);
      const html = rendered.render(key, () =>
        renderMarkdown(body, language, sizeOf, withTerms ? glossaries[language].matcher : undefined),
      );
      renderMs += Date.now() - renderStarted;
      return html;
    },
    get renderMs() {
      return renderMs;
    },
    get reused() {
      return rendered.reused;
    },
    save: () => rendered.save(),
  };
}
