import { Global, css } from '@emotion/react';
import React from 'react';
import { REVEAL, REVEALED_CLASS, REVEAL_INSTANT_CLASS, REVEAL_READY_CLASS } from '../features/motion/reveal';
import { SMOOTH_SCROLL_CLASS } from '../features/navigation/smooth-scroll';
import { cardRules } from '../components/ui/card-rules';
import { eventCardRules } from '../components/events/event-card-rules';
import { feedbackRules } from './feedback';
import { filterRules } from './filters';
import { paginationRules } from '../components/ui/pagination-rules';
import { colors, fontSizes, fontStacks, layout, lineHeights, mq } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* Anchors land below the sticky header (spec §2: the element's scroll margin). */
    scroll-padding-top: calc(${layout.headerHeight} + 1rem);
  }
  /* Smooth for in-page links only, never for route changes and restores (smooth-scroll.ts). */
  ${mq.motionAllowed} {
    html.${SMOOTH_SCROLL_CLASS} {
      scroll-behavior: smooth;
    }
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fontStacks.latin};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    color: ${colors.ink};
    background: ${colors.surface};
    overflow-wrap: break-word;
  }
  :lang(ja) body,
  body:lang(ja) {
    font-family: ${fontStacks.ja};
    line-height: ${lineHeights.cjkBody};
    line-break: strict;
  }
  :lang(ko) body,
  body:lang(ko) {
    font-family: ${fontStacks.ko};
    line-height: ${lineHeights.cjkBody};
    word-break: keep-all;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.heading};
    margin: 0 0 0.5em;
    text-wrap: balance;
  }
  :lang(ja) h1,
  :lang(ja) h2,
  :lang(ja) h3,
  :lang(ko) h1,
  :lang(ko) h2,
  :lang(ko) h3 {
    line-height: ${lineHeights.cjkHeading};
  }
  :lang(ko) h1,
  :lang(ko) h2,
  :lang(ko) h3 {
    word-break: keep-all;
  }
  /* Japanese headings and menu links break between phrases (ネットワーク stays whole). */
  :lang(ja) h1,
  :lang(ja) h2,
  :lang(ja) h3,
  :lang(ja) nav a,
  :lang(ja) footer a {
    word-break: auto-phrase;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${colors.primary};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${colors.primaryHover};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  /* Reveal-on-scroll (features/motion/reveal.ts): only once the script has marked <html>. */
  .${REVEAL_READY_CLASS} [data-reveal] {
    opacity: 0;
    transform: translate3d(0, 1.5rem, 0);
    transition:
      opacity ${REVEAL.durationMs}ms ${REVEAL.easing},
      transform ${REVEAL.durationMs}ms ${REVEAL.easing};
  }
  .${REVEAL_INSTANT_CLASS} [data-reveal] {
    transition: none;
  }
  .${REVEAL_READY_CLASS} [data-reveal].${REVEALED_CLASS} {
    opacity: 1;
    transform: none;
  }
  ${mq.reducedMotion} {
    .${REVEAL_READY_CLASS} [data-reveal] {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
  [id] {
    scroll-margin-top: calc(${layout.headerHeight} + 1rem);
  }
  /* Icons (ui/Icon.tsx) sit on the text's middle inline and keep their size in a flex row. */
  .icon {
    flex-shrink: 0;
    vertical-align: -0.2em;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

/**
 * With the rules of a few components that pages repeat (cards, filters, pagination): static here,
 * so no page's JavaScript carries their text (docs/benchmarks.md, issue 41).
 */
export function GlobalStyles(): React.JSX.Element {
  return (
    <Global styles={[globalStyles, cardRules, eventCardRules, filterRules, paginationRules, feedbackRules]} />
  );
}
