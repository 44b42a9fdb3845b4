import { css } from '@emotion/react';
import { inlineList } from './lists';
import { colors, fontSizes, mq, radii, space } from './theme';

/**
 * The filters of the ecosystem directory and of /events (groups of checkboxes in a GET form, in
 * FilterDisclosure on phones), static: rendered with the global rules at build time
 * (GlobalStyles.tsx), so no page's JavaScript carries them. `.filter-groups` marks the form,
 * `.filter-options` a group's list of pills (ui/CheckboxGroup.tsx), `.filter-disclosure` the
 * phones' disclosure (ui/FilterDisclosure.tsx).
 */
export const filterRules = css`
  /* A filter group's fieldset and legend, without the browser's frame. */
  .filter-groups fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .filter-groups legend {
    margin-bottom: ${space[2]};
    padding: 0;
    font-weight: 700;
  }
  /* Checkbox options of a filter group, as pills that show their state and focus. */
  .filter-options {
    ${inlineList(space[2])};
  }
  .filter-options label {
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
  .filter-options label:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.surfaceMuted};
    color: ${colors.primary};
    font-weight: 600;
  }
  .filter-options label:has(input:disabled) {
    cursor: default;
  }
  .filter-options label:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .filter-options input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: ${colors.primary};
  }
  .filter-options .count {
    color: ${colors.inkMuted};
    font-variant-numeric: tabular-nums;
  }
  /* Phones show results first: the groups sit behind the disclosure's button until it is opened;
     from md the button is gone and the groups always show. */
  .filter-disclosure {
    display: grid;
    gap: ${space[5]};
  }
  .filter-disclosure > button {
    justify-self: start;
  }
  .filter-disclosure > div {
    display: none;
    gap: ${space[5]};
  }
  .filter-disclosure[data-open] > div {
    display: grid;
  }
  ${mq.md} {
    .filter-disclosure > button {
      display: none;
    }
    .filter-disclosure > div {
      display: grid;
    }
  }
`;
