import { css } from '@emotion/react';

/** A list laid out as a wrapping row, without bullets or indentation (tags, pages, links). */
export const inlineList = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;
