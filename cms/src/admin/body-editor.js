// @ts-expect-error codemirror5 ships no types (and @types/codemirror is not installed): Editor below types what is used.
import CodeMirror from 'codemirror5';

/**
 * The part of a CodeMirror 5 editor used here.
 * @typedef {{
 *   on(event: 'optionChange', handler: (cm: Editor, option: string) => void): void,
 *   focus(): void, hasFocus(): boolean, getWrapperElement(): HTMLElement, getInputField(): HTMLElement,
 * }} Editor
 */
/** @typedef {{ defineInitHook(hook: (cm: Editor) => void): void }} CodeMirrorStatic */

/**
 * The Markdown body's editor (CodeMirror 5, which the content manager creates inside its field)
 * named and described like the admin's other inputs (issue 39, item 7; docs/editors.md, "When
 * the CMS refuses a save"). Its editable element had no link to the field: a screen reader announced
 * "Editor", or the error's text as its name, and nothing marked it invalid. Every editor the
 * content manager creates gets the field's label as its name and the field's error (else its
 * hint) as its description, again whenever the content manager changes its screen-reader label,
 * which it does when the field's error changes (after drawing the message).
 * Held by e2e-editor/body-editor.spec.ts.
 * @param {CodeMirrorStatic} [codeMirror]
 */
export function describeBodyEditors(codeMirror = /** @type {CodeMirrorStatic} */ (CodeMirror)) {
  codeMirror.defineInitHook((cm) => {
    cm.on('optionChange', (_cm, option) => {
      if (option === 'screenReaderLabel') describeEditor(cm);
    });
    describeEditor(cm);
    keepFocusAfterMenuCommands(cm);
  });
}

/** How long after a toolbar command focus taken by its closing menu goes back to the editor. */
const COMMAND_FOCUS_MS = 1000;
const COMMAND_FOCUS_POLL_MS = 25;

/**
 * A toolbar command chosen from the toolbar's "More" menu (Link, Image, Quote and Code at the
 * admin's usual widths) left the caret outside the editor: the command inserts its Markdown,
 * selects the part to type over and focuses the editor, but the open menu keeps focus inside
 * itself and, closing, hands it to its button or the page, so the next keys went nowhere. Every
 * command ends by focusing the editor; for a moment after, focus that lands on the page or the
 * toolbar's menu button comes back to the editor, with the command's selection. Focus the editor
 * moves to anywhere else (another field) stays there.
 * @param {Editor} cm
 */
function keepFocusAfterMenuCommands(cm) {
  const focus = cm.focus.bind(cm);
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer = undefined;
  cm.focus = () => {
    focus();
    clearInterval(timer);
    const until = Date.now() + COMMAND_FOCUS_MS;
    timer = setInterval(() => {
      const page = cm.getWrapperElement().ownerDocument;
      const target = page.activeElement;
      const inMenu = target?.closest('[role="menu"]');
      const menuButton =
        target?.getAttribute('aria-haspopup') === 'menu' &&
        fieldOf(cm.getWrapperElement())?.field.contains(target);
      if (!target || target === page.body || menuButton) focus();
      else if (!inMenu && !cm.hasFocus()) clearInterval(timer);
      if (Date.now() > until) clearInterval(timer);
    }, COMMAND_FOCUS_POLL_MS);
  };
}

/**
 * The field around the editor and its label: the first label beside (not inside) an element around it.
 * @param {HTMLElement} wrapper
 */
function fieldOf(wrapper) {
  for (let node = wrapper.parentElement; node; node = node.parentElement) {
    const label = /** @type {HTMLLabelElement | null} */ (
      node.querySelector(':scope > label[for][id], :scope > * > label[for][id]')
    );
    if (label) return { field: node, label };
  }
  return null;
}

/**
 * @param {Element} element
 * @param {string} name
 * @param {string | null} value
 */
function setOrRemove(element, name, value) {
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}

/** @param {Editor} cm */
function describeEditor(cm) {
  const label = fieldOf(cm.getWrapperElement())?.label;
  if (!label) return;
  // The design system's Field derives its label's, hint's and error's ids from one field id.
  const id = label.htmlFor;
  const error = label.ownerDocument.getElementById(`${id}-error`);
  const hint = label.ownerDocument.getElementById(`${id}-hint`);
  const input = cm.getInputField();
  // CodeMirror marks its editable element "presentation", which takes no name: it is a text box.
  input.setAttribute('role', 'textbox');
  input.setAttribute('aria-multiline', 'true');
  setOrRemove(input, 'aria-labelledby', label.id);
  setOrRemove(input, 'aria-describedby', [error?.id, hint?.id].filter(Boolean).join(' '));
  setOrRemove(input, 'aria-invalid', error ? 'true' : null);
}
