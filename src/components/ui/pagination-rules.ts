import { css } from '@emotion/react';
import { inlineList } from '../../styles/lists';
import { colors, radii, space } from '../../styles/theme';

/** Pagination's rules (ui/Pagination.tsx), static like the global rules (styles/GlobalStyles.tsx). */
export const paginationRules = css`
  .pagination {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space[4]};
    margin-top: ${space[10]};
  }
  .pagination ol {
    ${inlineList(space[1])};
  }
  .pagination a,
  .pagination span[aria-current] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    gap: ${space[1]};
    min-height: 44px;
    padding: 0 ${space[3]};
    border-radius: ${radii.pill};
  }
  .pagination span[aria-current] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 700;
  }
`;
