import React from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../forms/Field';
import { AccountForm } from './AccountForm';
import type { RelayedFormProps } from './useForm';

/** The forgot-password form's fields, empty (the page's useForm starts from them). */
export const FORGOT_PASSWORD_VALUES = { email: '' };

/**
 * The forgot-password page's form. The site server renders it too, with its answer to the form sent before
 * the page's JavaScript ran (src/pipeline/rendering/form-renderer.tsx), so both are one markup.
 */
export function ForgotPasswordForm({
  form,
  onSubmit,
}: RelayedFormProps<typeof FORGOT_PASSWORD_VALUES>): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountForm
      name="forgot-password"
      form={form}
      submitLabel={t('forgot.submit')}
      pendingLabel={t('forgot.pending')}
      onSubmit={onSubmit}
    >
      <TextField
        id="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        {...form.field('email')}
      />
    </AccountForm>
  );
}
