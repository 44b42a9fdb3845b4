import { useEffect } from 'react';

/**
 * Escape hides the open in-place definition (WCAG 1.4.13 "dismissible": the CSS-only box of
 * src/pipeline/cms/term-definitions.ts shows on focus or hover and would otherwise only close when
 * they move). Focus stays where it is; the box may show again once the term loses the focus or
 * the pointer, so the next term, or this one visited again, opens as before. An inline style
 * overrides the stylesheet's rule (Prose.tsx), which stays as it is on every page. Kept small:
 * an article or CMS page loads it with its template (0.3 KB gzip; measured 1,161 -> 1,460 B
 * for the article template), other pages not at all (`npm run size` unchanged).
 * Returns the function that removes the listener.
 */
export function dismissDefinitionsOnEscape(document: Document): () => void {
  const onKeyDown = ({ key }: KeyboardEvent) => {
    if (key !== 'Escape') return;
    for (const box of document.querySelectorAll<HTMLElement>(
      '.glossary-use:is(:hover, :focus-within) > .glossary-definition',
    )) {
      box.style.display = 'none';
      const show = () => box.style.removeProperty('display');
      for (const moved of ['focusout', 'pointerleave'])
        box.parentElement?.addEventListener(moved, show, { once: true });
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/**
 * For the templates whose body can have in-place definitions (articles, CMS pages): listens for
 * Escape only while the page's body has a term. Only those templates' chunks carry this code.
 */
export function useDismissibleDefinitions(bodyHtml: string): void {
  const hasTerms = bodyHtml.includes('glossary-use');
  useEffect(() => (hasTerms ? dismissDefinitionsOnEscape(document) : undefined), [hasTerms]);
}
