import { css } from '@emotion/react';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';

/**
 * The card frame's rules (ui/Card.tsx: the blog's and the events' cards), static: rendered with
 * the global rules at build time (styles/GlobalStyles.tsx), so no page's JavaScript carries them.
 */
export const cardRules = css`
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }
  /* The <picture> takes no box of its own: its image is the card's flex item. */
  .card picture {
    display: contents;
  }
  /* A cover keeps a fixed ratio, so nothing moves when it arrives. */
  .card-cover,
  .card-fallback img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${colors.surfaceMuted};
  }
  /* A card without a cover shows its page family's illustration on the night band it is drawn for. */
  .card-fallback img {
    object-fit: contain;
    background: ${colors.night};
  }
  .card-text {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${space[2]};
    padding: ${space[5]};
  }
  .card-text p {
    margin: 0;
  }
  /* The title is an h2 or an h3 depending on the page's outline; it looks the same. */
  .card-title {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  .card-title a {
    color: ${colors.ink};
    text-decoration: none;
  }
  /* The whole card is the link's target area; its name stays the title alone. */
  .card-title a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  .card-title a:focus-visible {
    outline: none;
  }
  .card:has(.card-title a:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
