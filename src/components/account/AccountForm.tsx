import React from 'react';
import type { FormName } from '@meridian/shared/form-relay';
import { FormMessage, SubmitButton } from '../forms/FormStatus';

/**
 * The frame of every account form: no native validation (the page's own messages are clearer),
 * the announced form-level message, the fields, and a submit button that shows progress. Sent by
 * POST should it be submitted before the page's code runs, so that a password never lands in a
 * URL (history, server logs, Referer) as a GET would put it; the site server then passes it on to
 * the CMS and answers with the page again (`name`: server/forms.ts).
 */
export function AccountForm({
  name,
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
}: {
  /** The form's name, for a form the site server answers when sent without JavaScript. */
  name?: FormName;
  form: { error: string | null; success: string | null; pending: boolean; focusMessage?: boolean };
  onSubmit: () => void;
  submitLabel: string;
  pendingLabel: string;
  children?: React.ReactNode;
}): React.JSX.Element {
  return (
    <form
      method="post"
      data-form={name}
      data-form-region={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormMessage form={name} error={form.error} success={form.success} focusOnLoad={form.focusMessage} />
      {children}
      <div>
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
