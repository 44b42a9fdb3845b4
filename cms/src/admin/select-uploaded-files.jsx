import * as React from 'react';
import { useQueryClient } from 'react-query';

/** @typedef {{ id: number, mime?: string }} UploadedFile */

/**
 * The media library's upload (its react-query mutation key, @strapi/upload's useUpload).
 * A key may also be a string (react-query 3), which has no join.
 * @param {import('react-query').Mutation<unknown, unknown, void, unknown> | undefined} mutation
 * @returns {mutation is import('react-query').Mutation<unknown, unknown, void, unknown>}
 */
const isUpload = (mutation) => {
  const key = mutation?.options?.mutationKey;
  return Array.isArray(key) && key.join('/') === 'upload/upload';
};

/**
 * The types a dialog accepts, as the media library reads them ('images' takes image/*, 'files' the rest).
 * @param {string[] | undefined} allowedTypes
 * @param {UploadedFile[]} files
 */
function allowed(allowedTypes, files) {
  if (!allowedTypes) return files;
  const singular = allowedTypes.map((type) => type.replace(/s$/, ''));
  return files.filter((file) => {
    const kind = file?.mime?.split('/')[0];
    if (!kind || !['image', 'video', 'audio'].includes(kind)) return singular.includes('file');
    return singular.includes(kind);
  });
}

/**
 * Files uploaded in the media library dialog come back selected (issue 39, item 7;
 * docs/editors.md, "Writing, previewing and publishing in the CMS"). The dialog the body's Image
 * button opens (the upload plugin's 'media-library' component) returned from its upload step with
 * nothing selected, so the editor had to find the new file in the grid; the media field's own dialog selects it (its
 * MediaLibraryInput passes the uploaded files back as the selection, this dialog did not). This
 * wraps that component: files whose upload started while it is open are handed to it as the
 * selection it opens its list with, as the media field does. Held by e2e-editor/body-editor.spec.ts.
 * @param {import('@strapi/strapi/admin').StrapiApp} app
 */
export function selectUploadedFiles(app) {
  const found = /** @type {import('react').ComponentType<Record<string, unknown>> | undefined} */ (
    app.library?.components?.['media-library']
  );
  if (!found) {
    console.warn('selectUploadedFiles: the admin has no media-library dialog');
    return;
  }
  const MediaLibraryDialog = found;

  /**
   * @param {{ initiallySelectedAssets?: UploadedFile[], multiple?: boolean, allowedTypes?: string[],
   *   [prop: string]: unknown }} props
   */
  function MediaLibraryDialogSelectingUploads({
    initiallySelectedAssets = [],
    multiple = true,
    allowedTypes,
    ...props
  }) {
    const queryClient = useQueryClient();
    const [uploaded, setUploaded] = React.useState(/** @type {UploadedFile[]} */ ([]));
    React.useEffect(() => {
      // Only uploads started while this dialog is open (the cache also reports older ones as it
      // drops them).
      const started = new WeakSet();
      // Called as an upload succeeds, before its dialog closes: the list the dialog returns to
      // is drawn with the new files already selected.
      return queryClient.getMutationCache().subscribe((mutation) => {
        if (!isUpload(mutation)) return;
        if (mutation.state.status === 'loading') started.add(mutation);
        if (mutation.state.status !== 'success' || !started.has(mutation)) return;
        started.delete(mutation);
        /** @type {UploadedFile[]} */
        const files = Array.isArray(mutation.state.data) ? mutation.state.data : [];
        setUploaded((previous) => [
          ...files.filter((file) => !previous.some((p) => p.id === file.id)),
          ...previous,
        ]);
      });
    }, [queryClient]);
    const newFiles = allowed(allowedTypes, uploaded);
    let selection = initiallySelectedAssets;
    if (newFiles.length > 0) selection = multiple ? [...newFiles, ...initiallySelectedAssets] : [newFiles[0]];
    return (
      <MediaLibraryDialog
        {...props}
        allowedTypes={allowedTypes}
        multiple={multiple}
        initiallySelectedAssets={selection}
      />
    );
  }

  app.addComponents({ name: 'media-library', Component: MediaLibraryDialogSelectingUploads });
}
