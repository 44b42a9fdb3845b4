import { css } from '@emotion/react';
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import {
  formRelayAvailable,
  useFormResult,
  useRegionId,
  type FormResult,
} from '../../features/forms/form-result';
import { subscribeToNewsletter } from '../../features/forms/newsletter';
import { FORM_PAGES } from '@meridian/shared/form-relay';
import { newsletterEmailValid } from '@meridian/shared/form-rules';
import { localizePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
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

type Message = { text: string; invalid: boolean };

/** The site server's answer to the prompt sent before the page's JavaScript ran, as the prompt's message. */
function answeredMessage(result: FormResult | null): Message | null {
  if (!result) return null;
  const invalid = result.fieldErrors.email;
  if (invalid) return { text: invalid, invalid: true };
  return result.success ? { text: result.success, invalid: false } : null;
}

/**
 * The newsletter sign-up prompt (double opt-in): the CMS stores a pending subscription and
 * mails a confirmation link. The answer is the same for every address; a failure says so and
 * keeps the address in the field. The request goes through the content-service client, loaded
 * on submit (features/forms/visitor-client.ts). Sent before the page's JavaScript ran, the form
 * goes to the newsletter page of its language, which the site server answers with the outcome
 * (server/forms.ts).
 */
export function NewsletterPrompt({ headingLevel = 2 }: { headingLevel?: 2 | 3 }): React.JSX.Element {
  const { t } = useTranslation('footer');
  const id = useRegionId();
  const result = useFormResult('newsletter');
  const [email, setEmail] = useState(result?.values.email ?? '');
  const language = useLocale();
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(() => answeredMessage(result));
  const Heading = `h${headingLevel}` as const;
  const field = useRef<HTMLInputElement>(null);

  // This form hydrates when its chunk arrives, on the visitor's first contact (deferredForm): an
  // address typed into the server's HTML meanwhile is in the field but not in React's state, and
  // would be sent as "" (asked for again as invalid). Take it over once hydrated.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed && typed !== email) setEmail(typed);
    // Once, on hydration: later, the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // What the field shows, also when typed in the instant before the effect above ran.
    const email = field.current?.value ?? '';
    if (!newsletterEmailValid(email)) {
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

  // The region the site server renders again with its answer (server/form-page.ts), with this id.
  return (
    <div data-form-region="newsletter" data-form-region-id={id}>
      <Heading
        id={`${id}-title`}
        css={css`
          font-size: ${fontSizes.lg};
        `}
      >
        {t('newsletter.title')}
      </Heading>
      <p>{t('newsletter.text')}</p>
      {!formRelayAvailable() && (
        <noscript>
          <p>{t('newsletter.needsJavaScript')}</p>
        </noscript>
      )}
      <form
        method="post"
        action={localizePath(FORM_PAGES.newsletter, language)}
        data-form="newsletter"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        css={formStyle}
      >
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input
          ref={field}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          aria-invalid={message?.invalid ? true : undefined}
          aria-describedby={message?.invalid ? `${id}-message` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <HoneypotField value={website} onChange={setWebsite} />
        <button type="submit" css={buttonStyles.primary} disabled={pending} aria-busy={pending}>
          {pending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </form>
      <p id={`${id}-message`} role="status" data-form-status="newsletter" css={messageStyle}>
        {message?.text}
      </p>
    </div>
  );
}
