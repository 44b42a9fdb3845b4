// The site server applies it after a sign-in sent without JavaScript (server/forms.ts), and the
// sign-in page imports it (src/pages/login.tsx): one rule for both.

const SITE = 'https://site.invalid';

/**
 * A path of this site as written: starts with one `/`, never `//` or `/\` (another origin to a
 * browser), no backslashes or control characters (browsers drop tabs and newlines, and read `\`
 * as `/`, which is how they get tricked into another origin).
 */
function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/**
 * Where to go after signing in: only a path of this site (`/account`, `/ja/account?tab=1`),
 * never another origin (`//evil.example`, `https://…`, `/\\evil`), so the parameter cannot be
 * used to send visitors elsewhere (no open redirect). The check runs on the value given and
 * again on the path it normalizes to, which is what is returned: dot segments can turn a
 * harmless-looking path into `//host` (`/.//evil.example`, `/%2e%2e//evil.example`).
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || value.length > 512 || !isSitePath(value)) return fallback;
  try {
    const url = new URL(value, SITE);
    if (url.origin !== SITE) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
