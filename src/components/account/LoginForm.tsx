import React from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../forms/Field';
import { AccountForm } from './AccountForm';
import type { RelayedFormProps } from './useForm';

/** The login form's fields, empty (the page's useForm starts from them). */
export const LOGIN_VALUES = { identifier: '', password: '' };

/**
 * The login page's form. The site server renders it too, with its answer to the form sent before
 * the page's JavaScript ran (src/pipeline/rendering/form-renderer.tsx), so both are one markup.
 */
export function LoginForm({ form, onSubmit }: RelayedFormProps<typeof LOGIN_VALUES>): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <AccountForm
      name="login"
      form={form}
      submitLabel={t('login.submit')}
      pendingLabel={t('login.pending')}
      onSubmit={onSubmit}
    >
      <TextField
        id="identifier"
        label={t('fields.identifier')}
        autoComplete="username"
        required
        {...form.field('identifier')}
      />
      <PasswordField
        id="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
    </AccountForm>
  );
}
