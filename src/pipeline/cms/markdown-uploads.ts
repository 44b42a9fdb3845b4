import { mediaPath } from '../../features/cms/media';
import { refusalReason } from '@meridian/shared/upload-rules';
import { markdownImageSources, markdownTargets } from '@meridian/shared/markdown-targets';

/**
 * Uploads that markdown refers to in images and links: the CMS's `/uploads/…` paths and absolute
 * URLs that mediaPath accepts (object storage, when the S3 provider is on).
 */
export function markdownUploads(markdown: string): string[] {
  return markdownTargets(markdown).filter((target) => mediaPath(target) !== null);
}

/**
 * Images of a markdown body that the site will not show (uploadReference refuses them), each
 * with the reason, so the build names them instead of dropping them silently.
 */
export function refusedImages(markdown: string): Array<{ src: string; reason: string }> {
  return markdownImageSources(markdown)
    .filter((src) => mediaPath(src) === null)
    .map((src) => ({ src, reason: refusalReason(src) }));
}
