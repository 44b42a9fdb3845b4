import React from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../forms/Field';
import { AccountForm } from './AccountForm';
import { PASSWORD_MIN, type RelayedFormProps } from './useForm';

/** The reset-password form's fields, empty (the page's useForm starts from them). */
export const RESET_PASSWORD_VALUES = { password: '', passwordConfirmation: '' };

/**
 * The reset-password page's form. The site server renders it too, with its answer to the form sent before
 * the page's JavaScript ran (src/pipeline/rendering/form-renderer.tsx), so both are one markup.
 */
export function ResetPasswordForm({
  form,
  onSubmit,
}: RelayedFormProps<typeof RESET_PASSWORD_VALUES>): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountForm
      name="reset-password"
      form={form}
      submitLabel={t('reset.submit')}
      pendingLabel={t('reset.pending')}
      onSubmit={onSubmit}
    >
      <PasswordField
        id="password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <PasswordField
        id="passwordConfirmation"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...form.field('passwordConfirmation')}
      />
    </AccountForm>
  );
}
