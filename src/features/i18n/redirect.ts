import { localeCookieAttributes, readLocaleCookie, writeLocaleCookie } from './cookie';
import { decideInitialLocale } from './detect';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_INFO } from './locales';
import { localizePath } from './paths';

/**
 * Runs once, before hydration, on the first page load of a visit. Only the root path is
 * redirected: a visitor who opens `/about` or picked English keeps what they asked for.
 * Returns the path it sent the visitor to, or null.
 */
export function redirectRootToPreferredLocale(win: Window = window): string | null {
  const { pathname, search, hash } = win.location;
  if (pathname !== '/' && pathname !== '') return null;
  const decision = decideInitialLocale(readLocaleCookie(), win.navigator.languages ?? []);
  if (decision.storeCookie) writeLocaleCookie(decision.locale);
  if (decision.locale === DEFAULT_LOCALE) return null;
  const target = `${localizePath('/', decision.locale)}${search}${hash}`;
  win.location.replace(target);
  return target;
}

/**
 * The same decision as an inline script in the head of `/` (gatsby-ssr.tsx), so that a Japanese
 * or Korean browser goes to its language before the English page paints: cookie first, then each
 * browser language on its full tag and then its base language, and never away from English once
 * chosen. It hides the page while it leaves. `redirectRootToPreferredLocale` stays as the
 * fallback (it finds the cookie this script wrote, or does the same if the script did not run).
 * Built from the locale config; a unit test holds it to `decideInitialLocale`.
 */
export function rootRedirectScript(): string {
  const paths = Object.fromEntries(LOCALES.map((locale) => [locale, localizePath('/', locale)]));
  const tags = LOCALES.map((locale) => [LOCALE_INFO[locale].tag.toLowerCase(), locale]);
  const data = JSON.stringify({
    name: LOCALE_COOKIE.name,
    attributes: localeCookieAttributes(),
    fallback: DEFAULT_LOCALE,
    paths,
    tags,
  });
  return `(function(){try{var d=${data},l=location;if(l.pathname!=="/")return;var h=function(k){return Object.prototype.hasOwnProperty.call(d.paths,k)};var c=("; "+document.cookie).split("; "+d.name+"=")[1];c=c===undefined?undefined:decodeURIComponent(c.split(";")[0]);var t=h(c)?c:null;if(!t){var n=navigator.languages||[];for(var i=0;i<n.length&&!t;i++){var w=String(n[i]).trim().toLowerCase();if(!w)continue;for(var j=0;j<d.tags.length;j++)if(d.tags[j][0]===w){t=d.tags[j][1];break}if(!t&&h(w.split("-")[0]))t=w.split("-")[0]}t=t||d.fallback;document.cookie=d.name+"="+encodeURIComponent(t)+"; "+d.attributes}if(t!==d.fallback){document.documentElement.style.visibility="hidden";l.replace(d.paths[t]+l.search+l.hash)}}catch(e){}})();`;
}
