import { useState } from 'react';
import type { ContentServiceError } from '../../features/account/errors';

/**
 * Field values, per-field errors and the form-level state of an account form. A failed
 * submission keeps every value and shows the server's message.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [error, setError] = useState<string | null>(null);
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
      const first = Object.keys(problems)[0];
      document.getElementById(first)?.focus();
      return false;
    }
    setPending(true);
    setError(null);
    try {
      const message = await action(values);
      setSuccess(typeof message === 'string' ? message : null);
      return true;
    } catch (failure) {
      setError((failure as ContentServiceError).message || String(failure));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { values, setValues, field, submit, error, success, pending };
}

export const PASSWORD_MIN = 8;
