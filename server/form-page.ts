// The page a form sent without JavaScript is answered with: the built page, each region of it that
// the answer changes (`data-form-region`, the form and its messages) put in place as React renders
// it with the answer (the build's form renderer, loadFormRenderer), and the answer as data for
// hydration. No markup is written here: React draws the form, from the page's own components.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FORM_RESULT_ELEMENT_ID, type FormResult } from '@meridian/shared/form-relay';

/** The page's translations: namespace → key → message. */
export type PageResources = Record<string, Record<string, string>>;

/**
 * The build's form renderer (src/pipeline/rendering/form-renderer.tsx, compiled by
 * scripts/build-server.mjs): a region of a page drawn by React with the form's answer in it.
 */
export interface FormRenderer {
  renderFormRegion(region: {
    region: string;
    regionId?: string;
    result: FormResult;
    language: string;
    resources: PageResources;
  }): string | null;
}

/** The renderer compiled for the server (git-ignored); npm scripts run from the repository root. */
export const FORM_RENDERER_FILE = path.join(process.cwd(), 'server', 'compiled', 'form-renderer.cjs');

/** The compiled form renderer, which `npm run build`, `npm start` and `npm run serve` write first. */
export function loadFormRenderer(): FormRenderer {
  if (!fs.existsSync(FORM_RENDERER_FILE)) {
    throw new Error(
      `The form renderer (${path.relative(process.cwd(), FORM_RENDERER_FILE)}) is missing: scripts/build-server.mjs writes it (npm run build, npm start, npm run serve).`,
    );
  }
  return createRequire(FORM_RENDERER_FILE)(FORM_RENDERER_FILE);
}

/** The language of a built page, from its `<html lang>`. */
export function languageOf(html: string): string {
  return /<html[^>]*\slang="([a-zA-Z-]+)"/.exec(html)?.[1] ?? 'en';
}

/** `"` and the like are fine in JSON, but `<` would end the script element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

interface Region {
  start: number;
  end: number;
  name: string;
  id: string | undefined;
}

/**
 * The next element from `from` whose `data-form-region` is `form`'s (`contact`, `newsletter:page`),
 * from its start tag to its own end tag. React's HTML escapes `<` and `>` in text and attribute
 * values, so a tag ends at the first `>` and elements of the same name nest by their tags.
 */
function nextRegion(html: string, form: string, from: number): Region | null {
  const pattern = new RegExp(`\\sdata-form-region="(${form}(?::[a-z-]+)?)"`, 'g');
  pattern.lastIndex = from;
  const marker = pattern.exec(html);
  if (!marker) return null;
  const start = html.lastIndexOf('<', marker.index);
  const tagName = /^<([a-z]+)/.exec(html.slice(start))?.[1] ?? '';
  const startTag = html.slice(start, html.indexOf('>', marker.index) + 1);
  const tags = new RegExp(`<(/?)${tagName}[\\s>]`, 'g');
  tags.lastIndex = start + startTag.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      return {
        start,
        end: html.indexOf('>', tag.index) + 1,
        name: marker[1],
        id: /\sdata-form-region-id="([^"]*)"/.exec(startTag)?.[1],
      };
    }
  }
  return null;
}

/**
 * The page with the form's result in it: each of the form's regions as React renders it with the
 * result (the values back, each error beside its field, the messages, where the browser lands),
 * and the result as data for the form's first render in the browser (features/forms/form-result.ts),
 * which would otherwise draw an empty form over it.
 */
export function pageWithResult(
  html: string,
  result: FormResult,
  { renderer, language, resources }: { renderer: FormRenderer; language: string; resources: PageResources },
): string {
  let out = html;
  for (let region = nextRegion(out, result.form, 0); region;) {
    const rendered = renderer.renderFormRegion({
      region: region.name,
      regionId: region.id,
      result,
      language,
      resources,
    });
    const next = rendered ?? out.slice(region.start, region.end);
    out = `${out.slice(0, region.start)}${next}${out.slice(region.end)}`;
    region = nextRegion(out, result.form, region.start + next.length);
  }
  const data = `<script type="application/json" id="${FORM_RESULT_ELEMENT_ID}">${jsonForScript(result)}</script>`;
  const bodyEnd = out.lastIndexOf('</body>');
  return bodyEnd === -1 ? `${out}${data}` : `${out.slice(0, bodyEnd)}${data}${out.slice(bodyEnd)}`;
}
