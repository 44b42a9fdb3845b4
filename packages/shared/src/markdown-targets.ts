// The links and images of CMS markdown, read by marked, the site's renderer: the build maps
// uploads with them (src/pipeline/cms/markdown-uploads.ts) and the CMS refuses, when an editor
// saves, what the site would drop (cms/src/content-rules/). Node-only: marked is a build
// package, resolved from the root's node_modules as before (the CMS imported this module from
// src/ until now); no browser code imports this module, so the site's pages do not carry it.
import { Marked } from 'marked';

/**
 * The links and images of a markdown text, as the site's renderer (marked) reads them: a link's
 * address may hold balanced parentheses (`javascript:alert(1)`, `…/Foo_(bar)`), which a pattern
 * would cut at the first `)`. Autolinks (`<https://…>`, bare addresses) are left out, as before.
 */
function markdownTokens(markdown: string): Array<{ type: 'link' | 'image'; href: string }> {
  const found: Array<{ type: 'link' | 'image'; href: string }> = [];
  const parser = new Marked({ gfm: true });
  parser.walkTokens(parser.lexer(markdown), (token) => {
    if ((token.type === 'link' || token.type === 'image') && /^!?\[/.test(token.raw) && token.href) {
      found.push({ type: token.type, href: token.href });
    }
  });
  return found;
}

/** The targets of a markdown text's images (`![alt](src)`), as the build reads them. */
export function markdownImageSources(markdown: string): string[] {
  return markdownTokens(markdown)
    .filter((token) => token.type === 'image')
    .map((token) => token.href);
}

/** The targets of a markdown text's links and images (`[text](href)`, `![alt](src)`). */
export function markdownTargets(markdown: string): string[] {
  return markdownTokens(markdown).map((token) => token.href);
}

/** The targets of a markdown text's links (`[text](href)`), its images left out. */
export function markdownLinks(markdown: string): string[] {
  return markdownTokens(markdown)
    .filter((token) => token.type === 'link')
    .map((token) => token.href);
}
