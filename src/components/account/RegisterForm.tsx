import React from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../forms/Field';
import { AccountForm } from './AccountForm';
import { PASSWORD_MIN, type RelayedFormProps } from './useForm';

/** The register form's fields, empty (the page's useForm starts from them). */
export const REGISTER_VALUES = { username: '', email: '', password: '' };

/**
 * The register page's form. The site server renders it too, with its answer to the form sent before
 * the page's JavaScript ran (src/pipeline/rendering/form-renderer.tsx), so both are one markup.
 */
export function RegisterForm({
  form,
  onSubmit,
}: RelayedFormProps<typeof REGISTER_VALUES>): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountForm
      name="register"
      form={form}
      submitLabel={t('register.submit')}
      pendingLabel={t('register.pending')}
      onSubmit={onSubmit}
    >
      <TextField
        id="username"
        label={t('fields.username')}
        autoComplete="username"
        required
        maxLength={60}
        {...form.field('username')}
      />
      <TextField
        id="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <PasswordField
        id="password"
        label={t('fields.password')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
    </AccountForm>
  );
}
