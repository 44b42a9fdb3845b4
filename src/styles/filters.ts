import { css } from '@emotion/react';
import { inlineList } from './lists';
import { colors, fontSizes, radii, space } from './theme';

// The filters of the ecosystem directory and of /events: groups of checkboxes in a GET form.

/** A filter group's fieldset and legend, without the browser's frame. */
export const filterGroupStyle = css`
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${space[2]};
    padding: 0;
    font-weight: 700;
  }
`;

/** Checkbox options of a filter group, as pills that show their state and focus. */
export const filterOptionsStyle = css`
  ${inlineList(space[2])};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 44px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    font-size: ${fontSizes.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
    font-weight: 600;
  }
  label:has(input:disabled) {
    cursor: default;
  }
  label:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
  .count {
    color: ${colors.inkMuted};
    font-variant-numeric: tabular-nums;
  }
`;
