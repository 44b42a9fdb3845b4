import { adminApi } from '@strapi/admin/strapi-admin';

/** How often, and how many times, to look whether the edit view has left the deleted entry. */
const LOOK_EVERY_MS = 250;
const LOOKS = 40;

/** @typedef {{ type: string, id?: string }} Tag */
/** @typedef {{ model?: string, documentId?: string }} DeleteArgs */
/**
 * The content manager's deleteDocument endpoint, as far as it is changed here (RTK Query).
 * @typedef {{
 *   invalidatesTags?: unknown,
 *   onQueryStarted?: (args: DeleteArgs, api: { dispatch: (action: unknown) => unknown,
 *     getState: () => unknown, queryFulfilled: Promise<unknown> }) => Promise<void>,
 * }} DeleteDefinition
 */
/**
 * The admin API's cache, as far as it is read here: each query and who subscribes to it.
 * @typedef {{ queries?: Record<string, { endpointName?: string, originalArgs?: DeleteArgs } | undefined>,
 *   subscriptions?: Record<string, Record<string, unknown> | undefined> }} ApiSlice
 */

/**
 * No "Not Found" beside "Deleted document" (issue 39, item 7; docs/editors.md).
 *
 * Deleting from the edit view marks the deleted document's cached copy stale (its `Document`
 * tag), while the edit view, still open until it navigates to the list, watches that copy: the
 * content manager asked the CMS for the document again, got 404 and said "Not Found" whenever
 * the answer came before the edit view closed (3 deletes of 5). Here the tags that name the
 * deleted document (its own, and its type's "every document" tag) are marked stale only once the
 * edit view has left it: unwatched, its cached copies (every language's) are dropped instead of
 * asked for again, so another language opened later is read afresh. The list's tag is marked at
 * once, as before, and all of them at once when the delete is refused. Held by
 * e2e-editor/translations.spec.ts.
 */
export function noRefetchOfDeletedDocument(api = adminApi) {
  /**
   * The content manager adds its tag types ('Document'…) to the admin API when it loads: the
   * admin API's own type does not list them.
   * @param {Tag[]} tags
   */
  const contentManagerTags = (tags) =>
    /** @type {Parameters<typeof api.util.invalidateTags>[0]} */ (/** @type {unknown} */ (tags));
  api.enhanceEndpoints({
    endpoints: {
      /** @param {DeleteDefinition | undefined} definition */
      deleteDocument: (definition) => {
        const invalidates =
          /** @type {((result: unknown, error: unknown, args: DeleteArgs) => Tag[]) | undefined} */ (
            definition?.invalidatesTags
          );
        if (!definition || typeof invalidates !== 'function') {
          console.warn('noRefetchOfDeletedDocument: the content manager has no deleteDocument endpoint');
          return;
        }
        /**
         * The tags an edit view's copy of the document carries (services/documents getDocument).
         * @param {DeleteArgs} args
         */
        const documentTags = ({ model, documentId }) => [
          { type: 'Document', id: `${model}_${documentId}` },
          { type: 'Document', id: `${model}_ALL_ITEMS` },
        ];
        /** @param {Tag | undefined} tag @param {DeleteArgs} args */
        const isDocumentTag = (tag, args) =>
          documentTags(args).some((own) => tag?.type === own.type && tag.id === own.id);
        /** @param {unknown} result @param {unknown} error @param {DeleteArgs} args */
        definition.invalidatesTags = (result, error, args) => {
          const tags = invalidates(result, error, args);
          if (error || !args?.documentId) return tags;
          return tags.filter((tag) => !isDocumentTag(tag, args));
        };
        /**
         * Whether a view still shows a copy of the document (the edit view until it navigates).
         * @param {unknown} state the admin's store
         * @param {DeleteArgs} args
         */
        const watched = (state, { documentId }) => {
          const slice = /** @type {Record<string, ApiSlice | undefined> | undefined} */ (state)?.[
            api.reducerPath
          ];
          return Object.entries(slice?.queries ?? {}).some(
            ([key, query]) =>
              query?.endpointName === 'getDocument' &&
              query.originalArgs?.documentId === documentId &&
              Object.keys(slice?.subscriptions?.[key] ?? {}).length > 0,
          );
        };
        definition.onQueryStarted = async (args, { dispatch, getState, queryFulfilled }) => {
          if (!args?.documentId) return;
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          // Marked stale once no view shows it (or, if one stays open, after ten seconds, as Strapi would).
          /** @param {number} looks */
          const whenLeft = (looks) => {
            if (looks > 0 && watched(getState(), args)) setTimeout(() => whenLeft(looks - 1), LOOK_EVERY_MS);
            else dispatch(api.util.invalidateTags(contentManagerTags(documentTags(args))));
          };
          setTimeout(() => whenLeft(LOOKS), LOOK_EVERY_MS);
        };
      },
    },
  });
}
