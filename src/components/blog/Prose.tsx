import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '../../styles/theme';

/** Typography for long-form HTML from the CMS and MDX. */
export const proseStyle = css`
  max-width: 46rem;
  font-size: ${fontSizes.lg};
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
