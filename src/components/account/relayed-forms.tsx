import React from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../forms/Field';
import { AccountForm } from './AccountForm';
import { PASSWORD_MIN, type useForm } from './useForm';

/**
 * The account forms a visitor may send before the page's JavaScript ran: each page draws its form
 * with these, and the site server renders the same ones with its answer (server/form-page.ts,
 * src/pipeline/rendering/form-renderer.tsx), so that both are one markup.
 */
export const ACCOUNT_FORM_VALUES = {
  login: { identifier: '', password: '' },
  register: { username: '', email: '', password: '' },
  'forgot-password': { email: '' },
  'reset-password': { password: '', passwordConfirmation: '' },
};
type AccountFormName = keyof typeof ACCOUNT_FORM_VALUES;

interface FormProps<Name extends AccountFormName> {
  form: ReturnType<typeof useForm<(typeof ACCOUNT_FORM_VALUES)[Name]>>;
  onSubmit: () => void;
}

export function LoginForm({ form, onSubmit }: FormProps<'login'>): React.JSX.Element {
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

export function RegisterForm({ form, onSubmit }: FormProps<'register'>): React.JSX.Element {
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

export function ForgotPasswordForm({ form, onSubmit }: FormProps<'forgot-password'>): React.JSX.Element {
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

export function ResetPasswordForm({ form, onSubmit }: FormProps<'reset-password'>): React.JSX.Element {
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
