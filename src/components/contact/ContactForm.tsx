import { css } from '@emotion/react';
import React, { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from '../../config/contact';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { EMAIL_PATTERN } from '../../features/forms/validation';
import { buttonStyles } from '../ui/Button';
import { HoneypotField } from '../forms/HoneypotField';
import { Link } from '../ui/Link';

export interface ContactValues {
  name: string;
  email: string;
  /** Optional: empty when not given. */
  company: string;
  topic: ContactTopic | '';
  message: string;
}

/**
 * What a valid form hands to `submit`: every value trimmed, a topic chosen, and the honeypot
 * field (empty unless a bot filled it in).
 */
export type ContactSubmission = Omit<ContactValues, 'topic'> & { topic: ContactTopic; website: string };

type Field = keyof ContactValues;
const FIELDS: readonly Field[] = ['name', 'email', 'company', 'topic', 'message'];

/** The translation key of each error, under `form.error.` */
export type ContactError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'topicRequired'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';

/** Checks the values against the same rules as the CMS's contact-message type. */
export function validateContact(values: ContactValues): Partial<Record<Field, ContactError>> {
  const errors: Partial<Record<Field, ContactError>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = 'nameTooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (values.company.trim().length > CONTACT_LIMITS.companyMax) errors.company = 'companyTooLong';
  if (!values.topic) errors.topic = 'topicRequired';
  if (!message) errors.message = 'messageRequired';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageTooLong';
  return errors;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed' };

const formStyle = css`
  display: grid;
  gap: ${space[5]};
  h2 {
    margin: 0;
  }
  h2 + .hint {
    margin-top: -${space[3]};
  }
  .field {
    display: grid;
    gap: ${space[1]};
  }
  label {
    font-weight: 700;
  }
  .required {
    color: ${colors.danger};
    margin-inline-start: ${space[1]};
  }
  .optional {
    font-weight: 400;
    color: ${colors.inkMuted};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.sm};
    font: inherit;
    color: ${colors.ink};
    background: ${colors.surface};
  }
  textarea {
    min-height: 10rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border: 2px solid ${colors.danger};
  }
  .hint,
  .error {
    margin: 0;
    font-size: ${fontSizes.sm};
  }
  .hint {
    color: ${colors.inkMuted};
  }
  .error {
    color: ${colors.danger};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[4]};
  }
`;

const noticeStyle = css`
  padding: ${space[4]} ${space[5]};
  border-radius: ${radii.md};
  border-inline-start: 4px solid ${colors.primary};
  background: ${colors.surfaceMuted};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space[2]};
  }
  &[data-tone='error'] {
    border-inline-start-color: ${colors.danger};
  }
  &[data-tone='notice'] {
    border-inline-start-color: #b7791f;
    background: ${colors.notice};
  }
  &[data-tone='success'] {
    border-inline-start-color: ${colors.success};
  }
`;

const EMPTY: ContactValues = { name: '', email: '', company: '', topic: '', message: '' };

/**
 * The general-inquiries form. Without `submit` (until the forms issue wires it to the CMS) a
 * valid form is not sent: the visitor is told so plainly and offered the e-mail address, with
 * their text kept in the form. With `submit`, a valid form is handed to it; its promise decides
 * between the sent and the failed message.
 */
export function ContactForm({
  email,
  submit,
  idPrefix = 'contact',
}: {
  /** The address shown as the way to reach us while (or when) the form cannot send. */
  email: string;
  submit?: (values: ContactSubmission) => Promise<void>;
  idPrefix?: string;
}): React.JSX.Element {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, ContactError>>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fieldRefs = useRef<
    Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>
  >({});

  const id = (field: string) => `${idPrefix}-${field}`;

  const update =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // Once the visitor has tried to send, errors follow their corrections as they type.
      if (attempted) setErrors(validateContact(next));
    };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setStatus({ kind: 'invalid' });
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    if (!submit) {
      setStatus({ kind: 'unavailable' });
      return;
    }
    setStatus({ kind: 'sending' });
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
      setStatus({ kind: 'sent' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const describedBy = (field: Field, hint = false) =>
    [hint ? id(`${field}-hint`) : null, errors[field] ? id(`${field}-error`) : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const errorText = (field: Field) =>
    errors[field] ? (
      <p className="error" id={id(`${field}-error`)}>
        {t(`form.error.${errors[field]}`, {
          max:
            field === 'name'
              ? CONTACT_LIMITS.nameMax
              : field === 'company'
                ? CONTACT_LIMITS.companyMax
                : field === 'email'
                  ? CONTACT_LIMITS.emailMax
                  : CONTACT_LIMITS.messageMax,
          min: CONTACT_LIMITS.messageMin,
        })}
      </p>
    ) : null;

  const common = (field: Field) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? true : undefined,
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      if (element) fieldRefs.current[field] = element;
    },
  });

  const required = (
    <span className="required" aria-hidden="true">
      *
    </span>
  );

  const mailto = `mailto:${email}?${new URLSearchParams({
    subject: values.topic ? t(`form.topic.${values.topic}`) : t('form.mailSubject'),
    body: values.message.trim(),
  })
    .toString()
    .replace(/\+/g, '%20')}`;

  const tone =
    status.kind === 'invalid' || status.kind === 'failed'
      ? 'error'
      : status.kind === 'unavailable'
        ? 'notice'
        : status.kind === 'sent'
          ? 'success'
          : undefined;

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
      <p className="hint" id={id('required-note')}>
        {t('form.requiredNote')}
      </p>

      <div className="field">
        <label htmlFor={id('name')}>
          {t('form.name.label')}
          {required}
        </label>
        <input
          {...common('name')}
          type="text"
          autoComplete="name"
          required
          aria-describedby={describedBy('name')}
        />
        {errorText('name')}
      </div>

      <div className="field">
        <label htmlFor={id('email')}>
          {t('form.email.label')}
          {required}
        </label>
        <input
          {...common('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-describedby={describedBy('email')}
        />
        {errorText('email')}
      </div>

      <div className="field">
        <label htmlFor={id('company')}>
          {t('form.company.label')} <span className="optional">{t('form.optional')}</span>
        </label>
        <input
          {...common('company')}
          type="text"
          autoComplete="organization"
          aria-describedby={describedBy('company')}
        />
        {errorText('company')}
      </div>

      <div className="field">
        <label htmlFor={id('topic')}>
          {t('form.topic.label')}
          {required}
        </label>
        <select {...common('topic')} required aria-describedby={describedBy('topic')}>
          <option value="">{t('form.topic.choose')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topic.${topic}`)}
            </option>
          ))}
        </select>
        {errorText('topic')}
      </div>

      <div className="field">
        <label htmlFor={id('message')}>
          {t('form.message.label')}
          {required}
        </label>
        <p className="hint" id={id('message-hint')}>
          {t('form.message.hint', { min: CONTACT_LIMITS.messageMin })}
        </p>
        <textarea {...common('message')} rows={7} required aria-describedby={describedBy('message', true)} />
        {errorText('message')}
      </div>

      <HoneypotField value={website} onChange={setWebsite} />
      <div className="actions">
        <button
          type="submit"
          css={buttonStyles.primary}
          aria-disabled={status.kind === 'sending' || undefined}
        >
          {status.kind === 'sending' ? t('form.sending') : t('form.submit')}
        </button>
      </div>

      <div role="status" id={id('status')}>
        {tone && (
          <div css={noticeStyle} data-tone={tone}>
            {status.kind === 'invalid' && <p>{t('form.invalid')}</p>}
            {status.kind === 'unavailable' && (
              <>
                <p>
                  <strong>{t('form.unavailable.title')}</strong>
                </p>
                <p>{t('form.unavailable.text', { email })}</p>
                <p>
                  <Link to={mailto}>{t('form.unavailable.mailLink', { email })}</Link>
                </p>
              </>
            )}
            {status.kind === 'sent' && <p>{t('form.sent')}</p>}
            {status.kind === 'failed' && <p>{t('form.failed', { email })}</p>}
          </div>
        )}
      </div>
    </form>
  );
}
