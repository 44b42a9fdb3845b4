/**
 * In-page links (`#section`): the browser scrolls to the target, honouring its
 * `scroll-margin-top` so the sticky header never hides it, but leaves keyboard focus where it
 * was. Moving focus to the target makes the next Tab continue from there and lets screen
 * readers announce it.
 */
export function focusHashTarget(hash: string, doc: Document = document): boolean {
  if (!hash || hash === '#') return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = doc.getElementById(id);
  if (!target) return false;
  if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return doc.activeElement === target;
}

function isFocusable(element: HTMLElement): boolean {
  return (
    /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(element.tagName) && !element.hasAttribute('disabled')
  );
}

/** Moves focus on every hash change of the page (clicks on in-page links, back and forward). */
export function watchHashFocus(target: Window = window): void {
  target.addEventListener('hashchange', () => focusHashTarget(target.location.hash, target.document));
}
