import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authErrorKey,
  localizedErrorMessage,
  type AuthErrorKey,
} from '../../features/account/error-messages';
import type { ContentServiceError } from '../../features/account/errors';

/**
 * Field values, per-field errors and the form-level state of an account form. A failed
 * submission keeps every value and says what went wrong in the page's language (the CMS's own
 * English text goes to the console).
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
  /** What kind of failure the last submission met, for pages that offer a way out of it. */
  const [errorKey, setErrorKey] = useState<AuthErrorKey | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: fieldErrors[name] ?? null,
  });

  /** Runs `validate`, then `action`; the message of a failure is shown, the values stay. */
  async function submit(
    validate: (values: Values) => Partial<Record<keyof Values, string>>,
    action: (values: Values) => Promise<unknown>,
  ): Promise<boolean> {
    if (pending) return false;
    const problems = validate(values);
    setFieldErrors(problems);
    setSuccess(null);
    if (Object.keys(problems).length) {
      setError(null);
      setErrorKey(null);
      const first = Object.keys(problems)[0];
      document.getElementById(first)?.focus();
      return false;
    }
    setPending(true);
    setError(null);
    setErrorKey(null);
    try {
      const message = await action(values);
      setSuccess(typeof message === 'string' ? message : null);
      return true;
    } catch (failure) {
      setError(localizedErrorMessage(failure, t));
      const status = (failure as ContentServiceError | null)?.status;
      setErrorKey(typeof status === 'number' ? authErrorKey(failure as ContentServiceError) : 'unknown');
      return false;
    } finally {
      setPending(false);
    }
  }

  return { values, setValues, field, submit, error, errorKey, success, pending };
}

export const PASSWORD_MIN = 8;
