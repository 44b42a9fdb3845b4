import { adminApi } from '@strapi/admin/strapi-admin';

/**
 * A refused Save keeps what the editor typed (issue 39, item 1; docs/editors.md, "When the CMS
 * refuses a save").
 *
 * The content manager saves an existing entry "optimistically": before the CMS answers, it writes
 * the typed fields into its cached copy of the entry, and when the CMS refuses, it undoes that
 * write. The edit view's form follows the cached copy, so the undo put every field back to the
 * last saved version: the message stayed, the text was gone and Save greyed, whatever the refusal
 * (strapi/strapi#22646; a new entry has no cached copy, a Publish no optimistic write, so theirs
 * were kept). Without the optimistic write, a refusal leaves the copy as it was: the form keeps
 * the typed text and shows the CMS's ValidationError beside each field it names. A Save that
 * succeeds reloads the entry, as the update already asks for. (Strapi added the optimistic write
 * against a flicker of Blocks fields, strapi/strapi#20713; this CMS has none.)
 * Held by e2e-editor/refusals-keep-text.spec.ts.
 */
export function keepTypedTextOnRefusal(api = adminApi) {
  api.enhanceEndpoints({
    endpoints: {
      /** @param {{ onQueryStarted?: unknown } | undefined} definition the content manager's endpoint */
      updateDocument: (definition) => {
        if (!definition) {
          console.warn('keepTypedTextOnRefusal: the content manager has no updateDocument endpoint');
          return;
        }
        delete definition.onQueryStarted;
      },
    },
  });
}
