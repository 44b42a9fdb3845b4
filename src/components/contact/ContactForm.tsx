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
`;

const EMPTY: ContactValues = { name: '', email: '', company: '', topic: '', message: '' };

/** The `{{max}}` of each length error. */
const MAX_LENGTH_OF: Record<ContactField, number> = {
  name: CONTACT_LIMITS.nameMax,
  email: CONTACT_LIMITS.emailMax,
  company: CONTACT_LIMITS.companyMax,
  topic: 0,
  message: CONTACT_LIMITS.messageMax,
};

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
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactError>>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');

  const id = (field: string) => `${idPrefix}-${field}`;

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

  /** Value, change handler and error of a field; once the visitor has tried to send, errors follow their corrections as they type. */
  const field = (name: ContactField) => ({
    id: id(name),
    value: values[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (attempted) setErrors(validateContact(next));
    },
    error: errors[name]
      ? t(`form.error.${errors[name]}`, { max: MAX_LENGTH_OF[name], min: CONTACT_LIMITS.messageMin })
      : null,
  });

  const error =
    status === 'invalid' ? t('form.invalid') : status === 'failed' ? t('form.failed', { email }) : null;

  return (
    <form
      method="post"
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
      <FormMessage error={error} success={status === 'sent' ? t('form.sent') : null} />
    </form>
  );
}
