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

// Its rules are static (src/styles/feedback.ts, with the global rules): no page's JavaScript carries them.
// The states the site server's answer lands on (server/feedback.ts): each message shows while its
// anchor is the page's :target, so the page needs no script to say them.
const STATES = ['thanks', 'limited', 'failed'] as const;

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
    <section id={ID} className="page-feedback" aria-labelledby={`${ID}-title`}>
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
