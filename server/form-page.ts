// The page a form sent without JavaScript is answered with: the built page's HTML with the form's
// result written into it. These are string edits of React's HTML that mirror forms/Field.tsx's
// markup by hand; issue 40 replaces them by rendering the form with React on the server.
import { FORM_RESULT_ELEMENT_ID, type FormName, type FormResult } from '@meridian/shared/form-relay';

/** The language of a built page, from its `<html lang>`. */
export function languageOf(html: string): string {
  return /<html[^>]*\slang="([a-zA-Z-]+)"/.exec(html)?.[1] ?? 'en';
}

const escapeHtml = (text: string) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `"` and the like are fine in JSON, but `<` would end the script element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The first `<tag …>` whose attributes include `attribute` (React escapes `>` in values, so a tag ends at the first `>`). */
interface FoundTag {
  start: number;
  end: number;
  tag: string;
  name: string | undefined;
}

/** The form's part of the page: from its `<form` to its `</form>`. */
interface Scope {
  start: number;
  end: number;
}

function findTag(html: string, attribute: string, from = 0, to = html.length): FoundTag | null {
  const at = html.indexOf(attribute, from);
  if (at === -1 || at >= to) return null;
  const start = html.lastIndexOf('<', at);
  const end = html.indexOf('>', at) + 1;
  return { start, end, tag: html.slice(start, end), name: /^<([a-z]+)/.exec(html.slice(start, end))?.[1] };
}

function setAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`\\s${name}="[^"]*"`);
  const attribute = ` ${name}="${escapeHtml(value)}"`;
  if (pattern.test(tag)) return tag.replace(pattern, attribute);
  return tag.replace(/\s*\/?>$/, (end) => `${attribute}${end}`);
}

const attributeOf = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** Replaces the text inside the element that starts with `tag` (its content is text only). */
function fillElement(html: string, found: FoundTag, text: string): string {
  const close = html.indexOf(`</${found.name}>`, found.end);
  return `${html.slice(0, found.end)}${escapeHtml(text)}${html.slice(close)}`;
}

/** Every element with `attribute`, its text replaced: the form's message regions. */
function fillAll(html: string, attribute: string, text: string): string {
  let out = html;
  let from = 0;
  for (let found = findTag(out, attribute); found; found = findTag(out, attribute, from)) {
    out = fillElement(out, found, text);
    from = found.end;
  }
  return out;
}

/** The control named `name` inside the form, with its value set. */
function fillControl(html: string, scope: Scope, name: string, value: string): string {
  const found = findTag(html, ` name="${name}"`, scope.start, scope.end);
  if (!found || !['input', 'select', 'textarea'].includes(found.name ?? '')) return html;
  if (found.name === 'input') {
    if (attributeOf(found.tag, 'type') === 'password') return html;
    return `${html.slice(0, found.start)}${setAttribute(found.tag, 'value', value)}${html.slice(found.end)}`;
  }
  if (found.name === 'textarea') {
    // As React writes it: a leading newline would be eaten by the parser, so it is doubled.
    return fillElement(html, found, value.startsWith('\n') ? `\n${value}` : value);
  }
  const close = html.indexOf('</select>', found.end);
  const options = html
    .slice(found.end, close)
    .replace(/ selected=""/g, '')
    .replace(`<option value="${escapeHtml(value)}"`, (option) => `${option} selected=""`);
  return `${html.slice(0, found.end)}${options}${html.slice(close)}`;
}

/**
 * A field's message beside it, as forms/Field.tsx draws it: in the field's error paragraph (kept
 * hidden in the page until then), the control invalid and described by it. A field without one
 * (the newsletter prompt) is described by the form's status message.
 */
function markInvalid(html: string, scope: Scope, form: FormName, name: string, message: string): string {
  const control = findTag(html, ` name="${name}"`, scope.start, scope.end);
  if (!control) return html;
  const id = attributeOf(control.tag, 'id');
  let out = html;
  let describedBy: string | null = `${id}-error`;
  const placeholder = id && findTag(out, ` id="${id}-error"`);
  if (placeholder) {
    const shown = placeholder.tag.replace(/\shidden=""/, '');
    out = `${out.slice(0, placeholder.start)}${shown}${out.slice(placeholder.end)}`;
    out = fillElement(out, { ...placeholder, end: placeholder.start + shown.length }, message);
  } else {
    // The form's own status line: the first one after the form's start that can be referred to.
    let region = findTag(out, ` data-form-status="${form}"`, scope.start);
    while (region && !attributeOf(region.tag, 'id'))
      region = findTag(out, ` data-form-status="${form}"`, region.end);
    describedBy = region && attributeOf(region.tag, 'id');
  }
  const before = attributeOf(control.tag, 'aria-describedby');
  let tag = setAttribute(control.tag, 'aria-invalid', 'true');
  if (describedBy)
    tag = setAttribute(tag, 'aria-describedby', before ? `${before} ${describedBy}` : describedBy);
  return `${out.slice(0, control.start)}${tag}${out.slice(control.end)}`;
}

/**
 * Where the browser lands on the answer (the form is often far below the page's top, its message
 * further still): the first field in error, else the form's message, is focused on load, as the
 * form's own first render in the browser does (forms/Field.tsx, forms/FormStatus.tsx). Only for a
 * form whose fields have their error beside them and whose messages are inside it.
 */
function withLandingFocus(html: string, scope: Scope, result: FormResult): string {
  const [firstError] = Object.keys(result.fieldErrors);
  const control = firstError && findTag(html, ` name="${firstError}"`, scope.start, scope.end);
  let target: FoundTag | null = null;
  let attributes: Record<string, string> = { autofocus: '' };
  if (control) {
    if (!findTag(html, ` id="${attributeOf(control.tag, 'id')}-error"`)) return html;
    target = control;
  } else if (result.error || result.success) {
    const region = result.error ? `data-form-alert="${result.form}"` : `data-form-status="${result.form}"`;
    target = findTag(html, ` ${region}`, scope.start, scope.end);
    attributes = { tabindex: '-1', autofocus: '' };
  }
  if (!target) return html;
  const tag = Object.entries(attributes).reduce(
    (current, [name, value]) => setAttribute(current, name, value),
    target.tag,
  );
  return `${html.slice(0, target.start)}${tag}${html.slice(target.end)}`;
}

/**
 * The page with the form's result in it: the message regions filled, the values back in their
 * controls, each error beside its field, and the result as data for the form's first render in
 * the browser (features/forms/form-result.ts), which would otherwise draw an empty form over it.
 */
export function pageWithResult(html: string, result: FormResult): string {
  let out = html;
  // The form ends at the first `</form>` after it: forms cannot nest.
  const scopeOf = (): Scope | null => {
    const marker = out.indexOf(`data-form="${result.form}"`);
    return marker === -1
      ? null
      : { start: out.lastIndexOf('<form', marker), end: out.indexOf('</form>', marker) };
  };
  if (scopeOf()) {
    // Each edit moves the form's end: its scope is found again (the form's marker stays).
    for (const [name, value] of Object.entries(result.values))
      out = fillControl(out, scopeOf() as Scope, name, value);
    for (const [name, message] of Object.entries(result.fieldErrors)) {
      out = markInvalid(out, scopeOf() as Scope, result.form, name, message);
    }
  }
  out = fillAll(out, ` data-form-alert="${result.form}"`, result.error ?? '');
  out = fillAll(out, ` data-form-status="${result.form}"`, result.success ?? '');
  const scope = scopeOf();
  if (scope) out = withLandingFocus(out, scope, result);
  const data = `<script type="application/json" id="${FORM_RESULT_ELEMENT_ID}">${jsonForScript(result)}</script>`;
  const bodyEnd = out.lastIndexOf('</body>');
  return bodyEnd === -1 ? `${out}${data}` : `${out.slice(0, bodyEnd)}${data}${out.slice(bodyEnd)}`;
}
