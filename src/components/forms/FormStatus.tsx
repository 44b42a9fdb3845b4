import { css } from '@emotion/react';
import React from 'react';
import { colors, radii, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';

const alertStyle = css`
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.md};
  border-left: 4px solid ${colors.danger};
  background: ${colors.dangerSurface};
  color: ${colors.ink};
  &:empty {
    display: none;
  }
`;

const successStyle = css`
  ${alertStyle};
  border-left-color: ${colors.success};
  background: ${colors.successSurface};
`;

/**
 * The form-level message. The region is always in the page so that screen readers announce
 * its text when it appears (role="alert" for errors, role="status" for success).
 */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert" css={alertStyle}>
        {error ?? ''}
      </div>
      <div role="status" css={successStyle}>
        {success ?? ''}
      </div>
    </>
  );
}

/** A submit button that says it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel: string;
}) {
  return (
    <button type="submit" css={buttonStyles.primary} disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
