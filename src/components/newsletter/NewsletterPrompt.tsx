import { css } from '@emotion/react';
import React, { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18next } from 'gatsby-plugin-react-i18next';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { subscribeToNewsletter } from '../../features/forms/newsletter';
import { EMAIL_PATTERN } from '../../features/forms/validation';
import { buttonStyles } from '../ui/Button';
import { HoneypotField } from '../forms/HoneypotField';

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
 * The newsletter sign-up prompt (double opt-in): the CMS stores a pending subscription and
 * mails a confirmation link. The answer is the same for every address; a failure says so and
 * keeps the address in the field. The request goes through the content-service client, loaded
 * on submit (features/forms/visitor-client.ts).
 */
export function NewsletterPrompt({ headingLevel = 2 }: { headingLevel?: 2 | 3 }): React.JSX.Element {
  const { t } = useTranslation('footer');
  const id = useId();
  const [email, setEmail] = useState('');
  const { language } = useI18next();
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; invalid: boolean } | null>(null);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!EMAIL_PATTERN.test(email.trim())) {
      setMessage({ text: t('newsletter.invalidEmail'), invalid: true });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      await subscribeToNewsletter({ email: email.trim(), locale: language, website });
      setMessage({ text: t('newsletter.sent'), invalid: false });
      setEmail('');
    } catch {
      setMessage({ text: t('newsletter.failed'), invalid: false });
    } finally {
      setPending(false);
    }
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
      <form
        method="post"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        css={formStyle}
      >
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
        <HoneypotField value={website} onChange={setWebsite} />
        <button type="submit" css={buttonStyles.primary} disabled={pending} aria-busy={pending}>
          {pending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </form>
      <p id={`${id}-message`} role="status" css={messageStyle}>
        {message?.text}
      </p>
    </div>
  );
}
