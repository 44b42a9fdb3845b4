import React from 'react';
import type { SerializedStyles } from '@emotion/react';

/**
 * An image with the build's WebP copies offered first: `<picture>` with a WebP `<source>` and the
 * PNG or JPEG `img` as the fallback, or the `img` alone when an image has no WebP copies (the
 * build writes them all or none: media.ts `webpSrcSet`). The one place this shape is written, for
 * an article's own cover (blog/CmsPicture) and a card's (ui/Card's CardPicture). `pictureCss`
 * styles the `<picture>` only: an `img` alone carries no rule of it.
 */
export function WebpPicture({
  webpSrcSet,
  sizes,
  pictureCss,
  children,
}: {
  webpSrcSet: string;
  sizes: string;
  pictureCss?: SerializedStyles;
  children: React.ReactElement;
}): React.JSX.Element {
  if (!webpSrcSet) return children;
  return (
    // Emotion names even an empty rule (`css-0`): a card's `<picture>` stays without a class.
    <picture {...(pictureCss ? { css: pictureCss } : {})}>
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {children}
    </picture>
  );
}
