import { css, type SerializedStyles } from '@emotion/react';
import { mq, space } from './theme';

/** A list laid out as a wrapping row, without bullets or indentation (tags, pages, links). */
export const inlineList = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const columnsAt = (breakpoint: string, columns: number) => css`
  ${breakpoint} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

/**
 * Cards in a grid, without list marks: one column on phones, two from `sm`, `columns` from `lg`
 * and `xlColumns` from `xl`. The margin is the caller's.
 */
export function cardGrid(columns: 2 | 3 | 4 = 3, xlColumns?: 4): SerializedStyles {
  return css`
    display: grid;
    gap: ${space[5]};
    padding: 0;
    list-style: none;
    ${columnsAt(mq.sm, 2)}
    ${columns > 2 ? columnsAt(mq.lg, columns) : ''}
    ${xlColumns ? columnsAt(mq.xl, xlColumns) : ''}
  `;
}
