import { css } from '@emotion/react';
import { mq, space } from '../../styles/theme';

/** FilterDisclosure's rules, static (styles/GlobalStyles.tsx): the button only below `md`. */
export const filterDisclosureRules = css`
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
