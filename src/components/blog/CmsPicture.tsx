import React from 'react';
import { mediaPath, srcSet, type CmsImage } from '../../features/cms/media';

/** A CMS image served from the build, with Strapi's formats as `srcset`, sized and lazy by default. */
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
  return (
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
}
