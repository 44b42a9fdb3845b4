import { css } from '@emotion/react';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';

/**
 * The date tile's ground: the primary and the accent, each this share (%) mixed into the card's
 * surface, ends of a gradient; ink and primary on both ends stay AA (__tests__/theme-palette.test.ts).
 */
export const DATE_TILE_TINTS = { primary: 16, accent: 22 } as const;

/**
 * An event card's own rules on the card frame (ui/card-rules.ts): date tile, badges, the lead and
 * the quiet past events. Static like the frame's (styles/GlobalStyles.tsx): no page's JavaScript
 * carries them.
 */
export const eventCardRules = css`
  /* Without a cover, a date tile: a band on phones, the cover's place from sm. */
  .event-card .tile {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    aspect-ratio: 3 / 1;
    background: linear-gradient(
      120deg,
      color-mix(in srgb, ${colors.primary} ${DATE_TILE_TINTS.primary}%, ${colors.surface}),
      color-mix(in srgb, ${colors.accent} ${DATE_TILE_TINTS.accent}%, ${colors.surface})
    );
    font-size: ${fontSizes.sm};
  }
  .event-card .tile b {
    color: ${colors.primary};
    font-size: ${fontSizes['2xl']};
  }
  ${mq.sm} {
    .event-card .tile {
      aspect-ratio: 16 / 9;
    }
    .event-card .tile b {
      font-size: 2.75rem;
    }
  }
  .event-card .when {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  .event-badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${fontSizes.xs};
  }
  .event-badges li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    padding: ${space[1]} ${space[2]};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    color: ${colors.ink};
  }
  /* The next event: picture beside its text from md; a tile fills the card's height. */
  ${mq.md} {
    .event-card.lead {
      flex-direction: row;
    }
    .event-card.lead .card-cover,
    .event-card.lead .tile {
      flex: 3 1 0;
      min-width: 0;
      align-self: center;
    }
    .event-card.lead .tile {
      align-self: stretch;
      aspect-ratio: auto;
    }
    .event-card.lead .tile b {
      font-size: 4rem;
    }
    .event-card.lead .card-text {
      flex: 2 1 0;
      justify-content: center;
      padding: ${space[8]};
    }
    .event-card.lead .card-title {
      font-size: ${fontSizes['2xl']};
    }
  }
  /* Past events: a dated line, without pictures or shadow. */
  .event-card.quiet {
    flex-direction: row;
    background: ${colors.surfaceMuted};
    box-shadow: none;
  }
  .event-card.quiet .tile {
    flex: none;
    width: 5rem;
    aspect-ratio: auto;
  }
  .event-card.quiet .tile b {
    font-size: ${fontSizes['2xl']};
  }
`;
