import React from 'react';
import type { CardPicture as Picture } from '../../features/cms/media';
import { WebpPicture } from './WebpPicture';

// The frame's rules are static (ui/card-rules.ts, in the global styles): no page's JavaScript
// carries them. This file only names the classes those rules style.

/**
 * A card of a list (blog, events): a framed column with its cover (CardPicture, or a
 * `.card-fallback` in its place) above a `.card-text`; the `.card-title`'s link covers the whole
 * card. `className` adds a list's own variant (its rules stay with that list).
 */
export function Card({
  className,
  lang,
  children,
}: {
  className?: string;
  lang?: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <article className={className ? `card ${className}` : 'card'} lang={lang}>
      {children}
    </article>
  );
}

/**
 * A CMS cover at a card's slot: the copies the list's page data carries (media.ts cardCopies),
 * the build's WebP copies first in a `<picture>`, the PNG or JPEG the fallback. Lazy unless it is
 * the list's lead (in the first screen; `highPriority`: the page's LCP candidate).
 */
export function CardPicture({
  picture,
  sizes,
  eager = false,
  highPriority = false,
  lang,
}: {
  picture: Picture;
  /** The card's slot at each width, as the list lays it out. */
  sizes: string;
  eager?: boolean;
  highPriority?: boolean;
  lang?: string;
}): React.JSX.Element {
  const img = (
    <img
      className="card-cover"
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      lang={lang}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(highPriority ? { fetchpriority: 'high' } : {})}
    />
  );
  return (
    <WebpPicture webpSrcSet={picture.webpSrcSet} sizes={sizes}>
      {img}
    </WebpPicture>
  );
}
