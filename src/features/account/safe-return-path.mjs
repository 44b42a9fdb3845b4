// Plain JavaScript: the site server applies it too, after a sign-in sent without JavaScript
// (server/forms.mjs). Types: safe-return-path.d.mts.

/**
 * Where to go after signing in: only a path of this site (`/account`, `/ja/account?tab=1`),
 * never another origin (`//evil.example`, `https://…`, `/\\evil`), so the parameter cannot be
 * used to send visitors elsewhere (no open redirect).
 */
export function safeReturnPath(value, fallback = '/account') {
  if (!value || value.length > 512) return fallback;
  // Backslashes and control characters are how browsers get tricked into another origin.
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
