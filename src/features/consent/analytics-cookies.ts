/** Google's analytics cookies on this site, removed when the visitor declines. */
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl)/;

export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split('; ')
    .map((entry) => entry.split('=')[0])
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const host = window.location.hostname;
  // Google sets them on the registrable domain (`.example.org`); try the host and its parents.
  const domains = [
    '',
    ...host.split('.').map((_, index, parts) => `; Domain=.${parts.slice(index).join('.')}`),
  ];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}
