import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { Link } from './Link';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 44px;
  padding: ${space[2]} ${space[5]};
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font: inherit;
  font-size: ${fontSizes.md};
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${base};
    background: ${colors.primary};
    color: ${colors.onPrimary};
    &:hover {
      background: ${colors.primaryHover};
      color: ${colors.onPrimary};
    }
  `,
  secondary: css`
    ${base};
    background: transparent;
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover {
      background: ${colors.surfaceMuted};
      color: ${colors.primaryHover};
    }
  `,
  onDark: css`
    ${base};
    background: transparent;
    color: ${colors.onNight};
    border-color: ${colors.nightMuted};
    &:hover {
      background: rgba(255, 255, 255, 0.08);
      color: ${colors.onNight};
    }
    &:focus-visible {
      outline-color: ${colors.focusOnDark};
    }
  `,
};

export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <Link to={to} css={buttonStyles[variant]}>
      {children}
    </Link>
  );
}
