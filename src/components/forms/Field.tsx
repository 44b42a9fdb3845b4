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
    /* Focused on load or on a failed send, a field comes into view with its error under it. */
    scroll-margin-bottom: 4rem;
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
  /** The name the value is sent under; the id by default. */
  name?: string;
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
  /**
   * Focused when the page loads: the first field in error of a form the site server answered
   * (sent before the page's JavaScript ran), so that the browser shows it instead of the page's top.
   */
  focusOnLoad?: boolean;
}

type FrameProps = Pick<
  FieldProps,
  'id' | 'name' | 'label' | 'required' | 'optional' | 'hint' | 'error' | 'focusOnLoad'
>;

/** What ties a control to its label, hint and error: every field's control gets exactly these. */
interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  autoFocus?: boolean;
}

/**
 * The one wrapper of every field: the label (with the required or optional marker), the hint,
 * the control, and the error under it. It renders the control through `children`, handing it the
 * id, name and aria attributes, so that no field can tie its control differently.
 */
function Field({
  id,
  name = id,
  label,
  required,
  optional,
  hint,
  error,
  focusOnLoad,
  children,
}: FrameProps & { children: (control: ControlProps) => React.ReactNode }) {
  const { t } = useTranslation('common');
  const control: ControlProps = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    // The ids that describe the control: its hint and its error, when shown.
    'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    // Only where the site server's answer lands (a form sent before the page's JavaScript ran):
    // the browser would otherwise show the page's top, far above the field in error.
    autoFocus: focusOnLoad,
  };
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
      {children(control)}
      {/* Always in the page, hidden while empty: the site server fills it in for a form sent
          before the page's JavaScript ran (server/forms.ts). */}
      <p className="error" id={`${id}-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ value, onChange, type = 'text', autoComplete, maxLength, ...frame }: FieldProps) {
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ value, onChange, autoComplete, ...frame }: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field {...frame}>
      {(control) => (
        <div className="with-toggle">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            value={value}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            aria-controls={control.id}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}

/** A labelled choice from a list; the first option is usually the empty "Choose…" one. */
export function SelectField({
  value,
  onChange,
  options,
  ...frame
}: Omit<FieldProps, 'type' | 'autoComplete' | 'maxLength' | 'optional'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled multi-line text, as tall as a short message and resizable in height. */
export function TextAreaField({
  value,
  onChange,
  maxLength,
  rows = 7,
  ...frame
}: Omit<FieldProps, 'type' | 'autoComplete'> & { rows?: number }) {
  return (
    <Field {...frame}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
