import React from 'react';
import { css } from '@emotion/react';
import { mediaPath, srcSet, webpSrcSet, type CmsImage } from '../../features/cms/media';
import { WebpPicture } from '../ui/WebpPicture';

// The wrapper takes no box of its own: the image keeps the layout and styles it had alone.
const pictureStyle = css({ display: 'contents' });

/**
 * A CMS image served from the build, with Strapi's formats as `srcset`, sized and lazy by default.
 * The build's WebP copies come first in a `<picture>`; the PNG or JPEG is the fallback.
 */
export function CmsPicture({
  image,
  alt,
  sizes,
  eager = false,
  className,
}: {
  image: CmsImage;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}): React.JSX.Element | null {
  const src = mediaPath(image.url);
  if (!src) return null;
  const webp = webpSrcSet(image);
  const img = (
    <img
      className={className}
      src={src}
      srcSet={srcSet(image) || undefined}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
  return (
    <WebpPicture pictureCss={pictureStyle} webpSrcSet={webp} sizes={sizes}>
      {img}
    </WebpPicture>
  );
}
