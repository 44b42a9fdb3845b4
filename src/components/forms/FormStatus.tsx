import { css } from '@emotion/react';
import React from 'react';
import type { FormName } from '../../features/forms/relay.mjs';
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
 * its text when it appears (role="alert" for errors, role="status" for success), and so that the
 * site server can fill it in for a form sent before the page's JavaScript ran (`data-form-*`
 * name the form, scripts/server/forms.mjs).
 */
export function FormMessage({
  form,
  error,
  success,
}: {
  /** A form the site server may answer without JavaScript. */
  form?: FormName;
  error?: string | null;
  success?: string | null;
}) {
  return (
    <>
      <div role="alert" data-form-alert={form} css={alertStyle}>
        {error ?? ''}
      </div>
      <div role="status" data-form-status={form} css={successStyle}>
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
