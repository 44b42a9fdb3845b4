import { css } from '@emotion/react';
import React from 'react';
import type { FormName } from '@meridian/shared/form-relay';
import { colors, radii, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';

const alertStyle = css`
  padding: ${space[3]} ${space[4]};
  /* No lone last word or kana (「い。」) on a line of its own; Japanese breaks between phrases. */
  text-wrap: pretty;
  word-break: auto-phrase;
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
 * name the form, server/forms.ts).
 */
export function FormMessage({
  form,
  error,
  success,
  focusOnLoad = false,
}: {
  /** A form the site server may answer without JavaScript. */
  form?: FormName;
  error?: string | null;
  success?: string | null;
  /**
   * The message shown is focused when the page loads: the site server's answer, so that the
   * browser shows it instead of the page's top.
   */
  focusOnLoad?: boolean;
}) {
  const focus = (shown: boolean) => (focusOnLoad && shown ? { tabIndex: -1, autoFocus: true } : {});
  return (
    <>
      <div role="alert" data-form-alert={form} css={alertStyle} {...focus(Boolean(error))}>
        {error ?? ''}
      </div>
      <div role="status" data-form-status={form} css={successStyle} {...focus(!error && Boolean(success))}>
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
