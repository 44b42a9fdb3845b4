import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '../../styles/theme';

/** Typography for long-form HTML from the CMS and MDX. */
export const proseStyle = css`
  /* The box in-place glossary definitions are placed in (see below). */
  position: relative;
  max-width: 46rem;
  font-size: ${fontSizes.lg};
  /*
   * The first use of a glossary term (src/pipeline/cms/term-definitions.ts): a dotted link whose
   * definition shows while it has focus or the pointer, in a box across the text's width just
   * below its line (absolute with no top: its static position, the next line), over the
   * following text rather than pushing it down, so nothing moves. Hovering the box keeps it;
   * Escape hides it (features/glossary/dismiss-definitions.ts, on the pages that have terms).
   */
  .glossary-term {
    text-decoration-style: dotted;
    text-underline-offset: 0.2em;
  }
  .glossary-definition {
    display: none;
  }
  .glossary-use:hover > .glossary-definition,
  .glossary-use:focus-within > .glossary-definition {
    display: block;
    position: absolute;
    left: 0;
    right: 0;
    z-index: 2;
    margin-top: ${space[1]};
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-left: 4px solid ${colors.primary};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: 0 8px 24px rgb(11 16 38 / 18%);
    color: ${colors.ink};
    font-size: ${fontSizes.md};
    font-weight: 400;
    line-height: 1.6;
  }
  h2 {
    margin-top: ${space[10]};
    font-size: ${fontSizes['2xl']};
  }
  h3 {
    margin-top: ${space[8]};
    font-size: ${fontSizes.xl};
  }
  li + li {
    margin-top: ${space[2]};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${radii.md};
    /* A transparent picture drawn for a white page stays readable in the dark theme. */
    background: ${colors.paper};
  }
  pre {
    overflow-x: auto;
    padding: ${space[4]};
    border-radius: ${radii.md};
    background: ${colors.night};
    color: ${colors.codeOnNight};
    font-size: ${fontSizes.sm};
    line-height: 1.6;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
  }
  :not(pre) > code {
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: ${colors.surfaceMuted};
  }
  blockquote {
    margin: ${space[6]} 0;
    padding-left: ${space[4]};
    border-left: 4px solid ${colors.primary};
    color: ${colors.inkMuted};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.border};
  }
`;
