import { css } from '@emotion/react';
import React, { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { buttonStyles } from '../ui/Button';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[3]};
  input {
    flex: 1 1 14rem;
    min-width: 0;
    min-height: 44px;
    padding: ${space[2]} ${space[3]};
    border: 1px solid ${colors.nightMuted};
    border-radius: ${radii.sm};
    font: inherit;
    color: ${colors.ink};
    background: ${colors.surface};
  }
`;

const messageStyle = css`
  margin: ${space[2]} 0 0;
  font-size: ${fontSizes.sm};
`;

/**
 * The newsletter sign-up prompt. Subscriptions are not stored yet, so a submission says so
 * plainly and keeps the address in the field; it never pretends to have subscribed anyone.
 */
export function NewsletterPrompt({ headingLevel = 2 }: { headingLevel?: 2 | 3 }): React.JSX.Element {
  const { t } = useTranslation('footer');
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; invalid: boolean } | null>(null);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setMessage({ text: t('newsletter.invalidEmail'), invalid: true });
      return;
    }
    setMessage({ text: t('newsletter.unavailable'), invalid: false });
  };

  return (
    <div>
      <Heading
        id={`${id}-title`}
        css={css`
          font-size: ${fontSizes.lg};
        `}
      >
        {t('newsletter.title')}
      </Heading>
      <p>{t('newsletter.text')}</p>
      <form method="post" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit} css={formStyle}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          aria-invalid={message?.invalid ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" css={buttonStyles.primary}>
          {t('newsletter.submit')}
        </button>
      </form>
      <p id={`${id}-message`} role="status" css={messageStyle}>
        {message?.text}
      </p>
    </div>
  );
}
