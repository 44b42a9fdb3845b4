import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import React from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';

/** Emotion's default key: the browser's default cache adopts `<style data-emotion="css …">` tags. */
const EMOTION_KEY = 'css';

/**
 * The cache every server render collects its rules in (pages, the form answers' pages). Compat
 * mode: emotion keeps each rule in the cache instead of rendering it inline. No stylis plugins:
 * the default one writes vendor-prefixed copies (`display:-webkit-box;display:-ms-flexbox;…`)
 * for browsers older than any our pages' JavaScript runs in, and the site's own CSS needs none
 * (no backdrop-filter, user-select, mask or background-clip: text). Measured on `/events`: 7 KB
 * of its head's CSS, 324 B of its brotli document, which is what took it past the first round
 * trip (14.6 KB with the headers; docs/benchmarks.md). Class names are hashed from the styles
 * before stylis runs, so the browser's own cache, which still prefixes the rules it inserts
 * itself, names them alike.
 */
export function createServerStyleCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, stylisPlugins: [] });
  cache.compat = true;
  return cache;
}

/**
 * Renders like Gatsby does (a stream that waits for every Suspense boundary), so a page's HTML is
 * the same as without this renderer. Tests render pages with it too: `renderToString` leaves a
 * boundary whose chunk is not loaded yet (the newsletter prompt's) empty.
 */
export function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

export interface RenderedPage {
  html: string;
  /** Emotion's rules for this page: the global ones, then one tag with every class the page uses. */
  styles: React.ReactElement[];
}

/**
 * Server-renders a page with its emotion styles collected for the head. Emotion otherwise writes
 * a `<style>` beside each styled element (60 on a page), each one restyling the whole document
 * while it parses and all of them moved into the head when the app starts: a long task on a phone.
 */
export async function renderWithStylesInHead(
  element: React.ReactElement,
  /** Rendered into the same styles but apart from the page (its HTML and React's ids unchanged). */
  globalStyles?: React.ReactElement,
): Promise<RenderedPage> {
  const cache = createServerStyleCache();
  if (globalStyles) renderToString(<CacheProvider value={cache}>{globalStyles}</CacheProvider>);
  const html = await renderToHtml(<CacheProvider value={cache}>{element}</CacheProvider>);
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  return {
    html,
    styles: styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={`${style.key} ${style.ids.join(' ')}`}
          data-emotion={`${style.key} ${style.ids.join(' ')}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  };
}
