import { css } from '@emotion/react';
import { colors, fontSizes, fontStacks, mq, radii, shadows, space } from '../../styles/theme';

/** A list of panels: one column on phones, then `columns` from `lg` (two from `sm`). */
export function panelGridStyle(columns: 2 | 3 | 4) {
  return css`
    display: grid;
    gap: ${space[5]};
    margin: ${space[8]} 0 0;
    padding: 0;
    list-style: none;
    ${mq.sm} {
      grid-template-columns: repeat(${columns === 3 ? 1 : 2}, minmax(0, 1fr));
    }
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    }
  `;
}

/** A framed panel like the design system's Card, with an optional full-bleed top (preview, chip). */
export const panelStyle = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

export const panelBodyStyle = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[6]};
`;

export const mutedTextStyle = css`
  color: ${colors.inkMuted};
`;

export const smallTextStyle = css`
  font-size: ${fontSizes.sm};
  color: ${colors.inkMuted};
`;

export const codeStyle = css`
  font-family: ${fontStacks.mono};
  font-size: ${fontSizes.sm};
`;
