import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authErrorKey,
  localizedErrorMessage,
  type AuthErrorKey,
} from '../../features/account/error-messages';
import type { ContentServiceError } from '../../features/account/errors';
import { useFormResult } from '../../features/forms/form-result';
import type { FormName } from '@meridian/shared/form-relay';
import { PASSWORD_MIN, type AccountValidationKey } from '@meridian/shared/form-rules';

/**
 * Field values, per-field errors and the form-level state of an account form. A failed
 * submission keeps every value and says what went wrong in the page's language (the CMS's own
 * English text goes to the console). A form the site server answered when it was sent before
 * the page's JavaScript ran (`relayed`) starts from that answer: its values, errors and message.
 */
export function useForm<Values extends Record<string, string>>(initial: Values, relayed?: FormName) {
  const { t } = useTranslation('account');
  const answered = useFormResult(relayed ?? null);
  const [values, setValues] = useState<Values>(() => {
    if (!answered) return initial;
    const kept = Object.keys(initial).filter((name) => typeof answered.values[name] === 'string');
    return { ...initial, ...Object.fromEntries(kept.map((name) => [name, answered.values[name]])) };
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>(
    () => (answered?.fieldErrors ?? {}) as Partial<Record<keyof Values, string>>,
  );
  const [error, setError] = useState<string | null>(answered?.error ?? null);
  /** What kind of failure the last submission met, for pages that offer a way out of it. */
  const [errorKey, setErrorKey] = useState<AuthErrorKey | null>(null);
  const [success, setSuccess] = useState<string | null>(answered?.success ?? null);
  const [pending, setPending] = useState(false);

  // The site server's answer is where the browser lands: the first field in error, or the message.
  const [landing] = useState(() =>
    answered ? ((Object.keys(answered.fieldErrors)[0] as string | undefined) ?? MESSAGE) : null,
  );

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: fieldErrors[name] ?? null,
    focusOnLoad: landing === name,
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

  return {
    values,
    setValues,
    field,
    submit,
    error,
    errorKey,
    success,
    pending,
    focusMessage: landing === MESSAGE,
  };
}

export { PASSWORD_MIN };

/** An account form drawn from its page's useForm state: the page's, or the site server's render of its answer. */
export interface RelayedFormProps<Values extends Record<string, string>> {
  form: ReturnType<typeof useForm<Values>>;
  onSubmit: () => void;
}

/** The landing place of an answer without a field in error: the form's message (no field's name). */
const MESSAGE = '#message';

/** The messages of an account form's failed checks (@meridian/shared/form-rules), in the page's language. */
export function accountErrors<Field extends string>(
  keys: Partial<Record<Field, AccountValidationKey>>,
  t: (key: string, options?: Record<string, unknown>) => string,
): Partial<Record<Field, string>> {
  const entries = Object.entries(keys) as Array<[Field, AccountValidationKey]>;
  return Object.fromEntries(
    entries.map(([field, key]) => [field, t(`errors.${key}`, { min: PASSWORD_MIN })]),
  ) as Partial<Record<Field, string>>;
}
