import React from 'react';
import { ILLUSTRATIONS, illustrationUrl, type IllustrationFamily } from '../../illustrations';

/**
 * A page family's illustration (src/illustrations/), as an image file: width and height keep its
 * place before it loads; lazy, so a phone that hides it (PageHero) never fetches it.
 */
export function Illustration({ family }: { family: IllustrationFamily }): React.JSX.Element {
  const [width, height] = ILLUSTRATIONS[family];
  return (
    <img
      src={illustrationUrl(family, process.env.GATSBY_ILLUSTRATIONS_HASH as string)}
      width={width}
      height={height}
      alt=""
      decoding="async"
      loading="lazy"
    />
  );
}
