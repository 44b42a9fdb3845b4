import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_ANCHOR as ID,
  FEEDBACK_FORM_PATH,
  FEEDBACK_LIMITS,
  NO_REASONS,
  YES_REASONS,
} from '@meridian/shared/page-feedback';
import { colors, radii, space } from '../../styles/theme';
import { containerStyle } from '../ui/Container';

// The states the site server's answer lands on (server/feedback.ts): each message shows while its
// anchor is the page's :target, so the page needs no script to say them.
const STATES = ['thanks', 'limited', 'failed'] as const;

const style = css`
  ${containerStyle};
  padding-bottom: ${space[10]};
  form,
  [data-state] {
    border-top: 1px solid ${colors.border};
    padding-top: ${space[4]};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${space[2]};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 2.75rem;
    margin-right: ${space[4]};
  }
  select,
  textarea,
  button {
    display: block;
    max-width: 100%;
    font: inherit;
    color: ${colors.ink};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    padding: ${space[2]};
  }
  textarea {
    width: 36rem;
  }
  button {
    margin-top: ${space[3]};
    color: ${colors.onPrimary};
    background: ${colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  [data-more],
  [data-for],
  [data-state]:not(:target),
  #${ID}-thanks:target ~ form {
    display: none;
  }
  form:has([value='no']:checked) [data-for='no'],
  form:has([value='yes']:checked) [data-for='yes'],
  form:has(:checked) [data-more] {
    display: block;
  }
`;

/** "Was this page helpful?": a form the site server answers (with or without JavaScript). */
export function PageFeedback(): React.JSX.Element {
  const { t } = useTranslation('common');
  const { language, originalPath } = useI18next();
  const [length, setLength] = useState(0);
  const reasons = (answer: 'yes' | 'no', list: readonly string[]) => (
    <label data-for={answer}>
      {t('feedback.reason')}
      <select name={answer === 'yes' ? 'reasonYes' : 'reasonNo'}>
        <option value="">{t('feedback.reason.none')}</option>
        {list.map((reason) => (
          <option key={reason} value={reason}>
            {t(`feedback.reason.${reason}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section id={ID} css={style} aria-labelledby={`${ID}-title`}>
      {STATES.map((state) => (
        <p key={state} id={`${ID}-${state}`} data-state tabIndex={-1}>
          {t(`feedback.${state}`)}
        </p>
      ))}
      <form
        method="post"
        action={FEEDBACK_FORM_PATH}
        onSubmit={(event) => {
          // With JavaScript: the same form without leaving the page; the answer picks the message.
          event.preventDefault();
          fetch(FEEDBACK_FORM_PATH, {
            method: 'POST',
            headers: { Accept: 'application/json' },
            body: new URLSearchParams(new FormData(event.currentTarget) as unknown as string[][]),
          })
            .then(({ ok, status }) => (ok ? 'thanks' : status === 429 ? 'limited' : 'failed'))
            .catch(() => 'failed')
            .then((state) => {
              window.location.replace(`#${ID}-${state}`);
              document.getElementById(`${ID}-${state}`)?.focus();
            });
        }}
      >
        <input type="hidden" name="path" value={originalPath} />
        <input type="hidden" name="locale" value={language} />
        <fieldset>
          <legend id={`${ID}-title`}>{t('feedback.question')}</legend>
          <label>
            <input type="radio" name="helpful" value="yes" required /> {t('feedback.yes')}
          </label>
          <label>
            <input type="radio" name="helpful" value="no" /> {t('feedback.no')}
          </label>
        </fieldset>
        <div data-more>
          {reasons('no', NO_REASONS)}
          {reasons('yes', YES_REASONS)}
          <label htmlFor={`${ID}-comment`}>{t('feedback.comment')}</label>
          <textarea
            id={`${ID}-comment`}
            name="comment"
            rows={3}
            maxLength={FEEDBACK_LIMITS.comment}
            aria-describedby={`${ID}-count`}
            onInput={(event) => setLength(event.currentTarget.value.length)}
          />
          <small id={`${ID}-count`}>{t('feedback.count', { length, max: FEEDBACK_LIMITS.comment })}</small>
          <button type="submit">{t('feedback.send')}</button>
        </div>
      </form>
    </section>
  );
}
