// @ts-check
// The links and images of CMS markdown, read by marked, the site's renderer: the build maps
// uploads with them (markdown-uploads.ts) and the CMS refuses, when an editor saves, what the
// site would drop (cms/src/content-rules/). Node-only (marked is a build package), plain
// JavaScript so that the CMS imports it too. Types: markdown-targets.d.mts.
import { Marked } from 'marked';

/**
 * The links and images of a markdown text, as the site's renderer (marked) reads them: a link's
 * address may hold balanced parentheses (`javascript:alert(1)`, `…/Foo_(bar)`), which a pattern
 * would cut at the first `)`. Autolinks (`<https://…>`, bare addresses) are left out, as before.
 * @param {string} markdown
 * @returns {Array<{ type: 'link' | 'image', href: string }>}
 */
function markdownTokens(markdown) {
  /** @type {Array<{ type: 'link' | 'image', href: string }>} */
  const found = [];
  const parser = new Marked({ gfm: true });
  parser.walkTokens(parser.lexer(markdown), (token) => {
    if ((token.type === 'link' || token.type === 'image') && /^!?\[/.test(token.raw) && token.href) {
      found.push({ type: token.type, href: token.href });
    }
  });
  return found;
}

/**
 * The targets of a markdown text's images (`![alt](src)`), as the build reads them.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownImageSources(markdown) {
  return markdownTokens(markdown)
    .filter((token) => token.type === 'image')
    .map((token) => token.href);
}

/**
 * The targets of a markdown text's links and images (`[text](href)`, `![alt](src)`).
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownTargets(markdown) {
  return markdownTokens(markdown).map((token) => token.href);
}

/**
 * The targets of a markdown text's links (`[text](href)`), its images left out.
 * @param {string} markdown
 * @returns {string[]}
 */
export function markdownLinks(markdown) {
  return markdownTokens(markdown)
    .filter((token) => token.type === 'link')
    .map((token) => token.href);
}
