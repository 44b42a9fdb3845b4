import { css } from '@emotion/react';
import React from 'react';
import { layout } from '../../styles/theme';

export const containerStyle = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`;

export function Container({
  children,
  as: Tag = 'div',
}: {
  children: React.ReactNode;
  as?: 'div' | 'section';
}) {
  return <Tag css={containerStyle}>{children}</Tag>;
}
