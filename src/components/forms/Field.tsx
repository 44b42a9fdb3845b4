import { css } from '@emotion/react';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, space } from '../../styles/theme';

export const fieldStyle = css`
  display: grid;
  gap: ${space[1]};
  label {
    font-weight: 700;
  }
  .required {
    color: ${colors.danger};
  }
  .optional {
    font-weight: 400;
    color: ${colors.inkMuted};
  }
  .hint {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  .error {
    margin: 0;
    color: ${colors.danger};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.md};
    font: inherit;
    background: ${colors.surface};
    color: ${colors.ink};
  }
  textarea {
    min-height: 10rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${colors.danger};
    border-width: 2px;
  }
  .with-toggle {
    display: flex;
    gap: ${space[2]};
  }
  .with-toggle button {
    flex: none;
    min-width: 44px;
    min-height: 48px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.md};
    background: ${colors.surfaceMuted};
    color: ${colors.ink};
    font: inherit;
    font-size: ${fontSizes.sm};
    font-weight: 600;
    cursor: pointer;
  }
`;

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  /** Said after the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  hint?: string;
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string | null;
  maxLength?: number;
}

/** The ids that describe a field: its hint and its error, when shown. */
function describedByOf(id: string, hint?: string, error?: string | null): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

type FrameProps = Pick<FieldProps, 'id' | 'label' | 'required' | 'optional' | 'hint' | 'error'>;

/** Label (with the required or optional marker), hint, the control itself, and the error under it. */
function FieldFrame({
  id,
  label,
  required,
  optional,
  hint,
  error,
  children,
}: FrameProps & { children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> {optional}</span>}
        {required && (
          <span className="required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('form.required')}</span>
          </span>
        )}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  optional,
  hint,
  error,
  maxLength,
}: FieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  required,
  hint,
  error,
}: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className="with-toggle">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" aria-controls={id} aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A labelled choice from a list; the first option is usually the empty "Choose…" one. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  required,
  hint,
  error,
  options,
}: Omit<FieldProps, 'type' | 'autoComplete' | 'maxLength' | 'optional'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text, as tall as a short message and resizable in height. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  required,
  optional,
  hint,
  error,
  maxLength,
  rows = 7,
}: Omit<FieldProps, 'type' | 'autoComplete'> & { rows?: number }) {
  return (
    <FieldFrame id={id} label={label} required={required} optional={optional} hint={hint} error={error}>
      <textarea
        id={id}
        name={id}
        value={value}
        rows={rows}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
