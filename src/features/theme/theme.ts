/**
 * Dark mode's client side: the visitor's choice ('light' | 'dark') is kept in localStorage and
 * shown as `data-theme` on <html>; with no choice, the system setting decides (a media query in
 * the head's styles: theme-head.tsx). Storage may be blocked (private modes, strict settings):
 * then the choice lasts for the page and nothing throws.
 */
export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'meridian:theme';

/** The theme the page shows now: the visitor's choice, else the system's. */
export function currentTheme(): ThemeName {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Shows `theme` on <html>. The theme-color meta tags carry both palettes' values (data-light,
 * data-dark): both take the chosen one, so the browser's bar follows the choice whatever the
 * system says. Its source is also the head script's (theme-head.tsx, THEME_INIT_SCRIPT), so it
 * stays self-contained ES5: no imports, no closures, no syntax a compiler rewrites with helpers.
 */
export function showTheme(theme: ThemeName): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelectorAll('meta[name="theme-color"]').forEach(function (meta) {
    meta.setAttribute('content', meta.getAttribute('data-' + theme) || meta.getAttribute('content') || '');
  });
}

/** Shows `theme` at once and keeps it. */
export function applyTheme(theme: ThemeName): void {
  showTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice holds on this page only.
  }
}
