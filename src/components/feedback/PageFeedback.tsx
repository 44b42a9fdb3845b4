import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_ANCHOR as ID,
  FEEDBACK_FORM_PATH,
  FEEDBACK_LIMITS,
  NO_REASONS,
  YES_REASONS,
} from '@meridian/shared/page-feedback';
import { useFormResult } from '../../features/forms/form-result';

// Its rules are static (src/styles/feedback.ts, with the global rules): no page's JavaScript carries them.
// The states the site server's answer lands on (server/feedback.ts): each message shows while its
// anchor is the page's :target, so the page needs no script to say them. A failure sent without
// JavaScript is answered with the page itself instead, this form drawn again with what was typed
// and the state's message shown (`data-shown`, its `error` names the state).
const STATES = ['thanks', 'limited', 'failed'] as const;

/** "Was this page helpful?": a form the site server answers (with or without JavaScript). */
export function PageFeedback(): React.JSX.Element {
  const { t } = useTranslation('common');
  const { language, originalPath } = useI18next();
  const answered = useFormResult('feedback');
  const kept = answered?.values ?? {};
  const [shown, setShown] = useState(answered?.error);
  const [length, setLength] = useState(kept.comment?.length ?? 0);
  const comment = useRef<HTMLTextAreaElement>(null);
  // The code arrives on the visitor's first contact (DeferredPageFeedback): what they typed while
  // it loaded is in the box, and React drops input events it was not yet there for. Count that.
  useEffect(() => {
    if (comment.current) setLength(comment.current.value.length);
  }, []);
  const reasons = (answer: 'yes' | 'no', list: readonly string[]) => (
    <label data-for={answer}>
      {t('feedback.reason')}
      <select
        name={answer === 'yes' ? 'reasonYes' : 'reasonNo'}
        defaultValue={kept[answer === 'yes' ? 'reasonYes' : 'reasonNo']}
      >
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
    <section id={ID} className="page-feedback" aria-labelledby={`${ID}-title`} data-form-region="feedback">
      {STATES.map((state) => (
        <p
          key={state}
          id={`${ID}-${state}`}
          data-state
          tabIndex={-1}
          // The server's answer: where the browser lands, said as the anchor's focus says it.
          {...(state === shown && { 'data-shown': '', role: 'alert', autoFocus: true })}
        >
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
              setShown(undefined);
              window.location.replace(`#${ID}-${state}`);
              document.getElementById(`${ID}-${state}`)?.focus();
            });
        }}
      >
        {/* The server draws the answer outside the page's own render: the path comes with the answer. */}
        <input type="hidden" name="path" value={kept.path ?? originalPath} />
        <input type="hidden" name="locale" value={language} />
        <fieldset>
          <legend id={`${ID}-title`}>{t('feedback.question')}</legend>
          <label>
            <input type="radio" name="helpful" value="yes" required defaultChecked={kept.helpful === 'yes'} />{' '}
            {t('feedback.yes')}
          </label>
          <label>
            <input type="radio" name="helpful" value="no" defaultChecked={kept.helpful === 'no'} />{' '}
            {t('feedback.no')}
          </label>
        </fieldset>
        <div data-more>
          {reasons('no', NO_REASONS)}
          {reasons('yes', YES_REASONS)}
          <label htmlFor={`${ID}-comment`}>{t('feedback.comment')}</label>
          <textarea
            ref={comment}
            id={`${ID}-comment`}
            name="comment"
            rows={3}
            maxLength={FEEDBACK_LIMITS.comment}
            defaultValue={kept.comment}
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
