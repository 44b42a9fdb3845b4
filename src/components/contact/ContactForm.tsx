import { css } from '@emotion/react';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from '../../config/contact';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactError,
  type ContactField,
  type ContactSubmission,
  type ContactValues,
} from '../../features/forms/contact';
import { formRelayAvailable, useFormResult, type FormResult } from '../../features/forms/form-result';
import { contactErrorParams } from '@meridian/shared/form-rules';
import { colors, fontSizes, space } from '../../styles/theme';
import { SelectField, TextAreaField, TextField } from '../forms/Field';
import { FormMessage, SubmitButton } from '../forms/FormStatus';
import { HoneypotField } from '../forms/HoneypotField';

type Status = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed';

const formStyle = css`
  display: grid;
  gap: ${space[5]};
  h2 {
    margin: 0;
  }
  .required-note {
    margin: -${space[3]} 0 0;
    font-size: ${fontSizes.sm};
    color: ${colors.inkMuted};
  }
  .needs-javascript {
    margin: 0;
    font-weight: 600;
  }
`;

const EMPTY: ContactValues = { name: '', email: '', company: '', topic: '', message: '' };

/**
 * Where the form starts: empty, or where the site server's answer left it when the form was sent
 * before the page's JavaScript ran (the same validation decides which fields are in error).
 */
function initialState(result: FormResult | null): {
  values: ContactValues;
  errors: Partial<Record<ContactField, ContactError>>;
  status: Status;
} {
  if (!result || result.success) return { values: EMPTY, errors: {}, status: result ? 'sent' : 'idle' };
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, result.values[name] ?? '']),
  ) as unknown as ContactValues;
  const errors = validateContact(values);
  return { values, errors, status: Object.keys(errors).length ? 'invalid' : 'failed' };
}

/**
 * The form's state: its values and errors, where it stands, and its sending. A valid form is
 * handed to `submit`; a field in error takes the focus.
 */
function useContactForm(submit: (values: ContactSubmission) => Promise<void>, id: (field: string) => string) {
  const result = useFormResult('contact');
  const [initial] = useState(() => initialState(result));
  const [values, setValues] = useState<ContactValues>(initial.values);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactError>>>(initial.errors);
  const [attempted, setAttempted] = useState(initial.status === 'invalid');
  const [status, setStatus] = useState<Status>(initial.status);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setAttempted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('invalid');
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setStatus('sending');
    try {
      await submit({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        topic: values.topic as ContactTopic,
        message: values.message.trim(),
        website,
      });
      setValues(EMPTY);
      setAttempted(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  /** Once the visitor has tried to send, errors follow their corrections as they type. */
  const change = (name: ContactField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next));
  };
  // A tuple: an object's keys would stay in the page's JavaScript (the minifier keeps property names).
  return [result, initial, values, errors, website, setWebsite, status, onSubmit, change] as const;
}

/**
 * The general-inquiries form, built from the same fields and notices as every other form. A
 * valid form is handed to `submit`; its promise decides between the sent message and the failed
 * one, which offers the e-mail address and keeps everything the visitor typed.
 */
export function ContactForm({
  email,
  submit,
  idPrefix = 'contact',
}: {
  /** The address offered when the form could not be sent. */
  email: string;
  submit: (values: ContactSubmission) => Promise<void>;
  idPrefix?: string;
}): React.JSX.Element {
  const { t } = useTranslation('contact');
  const id = (field: string) => `${idPrefix}-${field}`;
  const [result, initial, values, errors, website, setWebsite, status, onSubmit, change] = useContactForm(
    submit,
    id,
  );

  /** Value, change handler and error of a field; once the visitor has tried to send, errors follow their corrections as they type. */
  const field = (name: ContactField) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: errors[name] ? t(`form.error.${errors[name]}`, contactErrorParams(name)) : null,
    focusOnLoad: landing === name,
  });

  const error =
    status === 'invalid' ? t('form.invalid') : status === 'failed' ? t('form.failed', { email }) : null;
  // The site server's answer is where the browser lands: the first field in error, or the message.
  const landing = result && (CONTACT_FIELDS.find((name) => initial.errors[name]) ?? 'message-region');

  return (
    <form
      method="post"
      data-form="contact"
      data-form-region="contact"
      noValidate
      aria-labelledby={id('title')}
      aria-describedby={id('required-note')}
      onSubmit={(event) => void onSubmit(event)}
      css={formStyle}
    >
      <h2 id={id('title')}>{t('form.title')}</h2>
      <p className="required-note" id={id('required-note')}>
        {t('form.requiredNote')}
      </p>
      {!formRelayAvailable() && (
        <noscript>
          <p className="needs-javascript">{t('form.needsJavaScript')}</p>
        </noscript>
      )}
      <TextField {...field('name')} label={t('form.name.label')} autoComplete="name" required />
      <TextField
        {...field('email')}
        label={t('form.email.label')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...field('company')}
        label={t('form.company.label')}
        optional={t('form.optional')}
        autoComplete="organization"
      />
      <SelectField
        {...field('topic')}
        label={t('form.topic.label')}
        required
        options={[
          { value: '', label: t('form.topic.choose') },
          ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`form.topic.${topic}`) })),
        ]}
      />
      <TextAreaField
        {...field('message')}
        label={t('form.message.label')}
        hint={t('form.message.hint', { min: CONTACT_LIMITS.messageMin })}
        required
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <div>
        <SubmitButton pending={status === 'sending'} pendingLabel={t('form.sending')}>
          {t('form.submit')}
        </SubmitButton>
      </div>
      <FormMessage
        form="contact"
        error={error}
        success={status === 'sent' ? t('form.sent') : null}
        focusOnLoad={landing === 'message-region'}
      />
    </form>
  );
}
